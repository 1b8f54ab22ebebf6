/**
 * The first line of an EIP-4361 message (kept apart so that telling one costs the first load nothing):
 * `[scheme "://"] domain " wants you to sign in with your Ethereum account:"`.
 */
export const SIWE_HEADER =
  /^(?:([A-Za-z][A-Za-z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your Ethereum account:$/;

/** Whether the text is meant as an EIP-4361 message (then it must parse, or the login stops). */
export const isSiweText = (text: string): boolean => SIWE_HEADER.test(text.split(/\r?\n|\r/, 1)[0] ?? '');
