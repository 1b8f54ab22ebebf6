/** Where the in-page demo keeps the mock's state between page loads (a module of its own: the app's start
 * removes it without loading the mock). */
export const MOCK_STATE_KEY = 'nadi.mock.state';
