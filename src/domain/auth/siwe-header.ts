/** The first line of an EIP-4361 message (kept apart so that telling one costs the first load nothing). */
export const SIWE_HEADER = /^(\S+) wants you to sign in with your Ethereum account:$/;

/** Whether the text is meant as an EIP-4361 message (then it must parse, or the login stops). */
export const isSiweText = (text: string): boolean => SIWE_HEADER.test(text.split('\n', 1)[0] ?? '');
