/**
 * Envelope keys for development and the demo profile. The app's configuration and the mock server both
 * default to them, so that `PUBLIC_API_ENVELOPE=on` works out of the box. They are public (they ship in
 * every bundle) and protect nothing: see decisions.md, "Envelope format".
 */
export const DEV_ENVELOPE_KEYS = {
  aesKeyHex: '2765b554a541506d27113ef60b2a1a3e9942bdf1fb5eca9f0607cf6a3fbe0fd1',
  hmacKeyHex: 'e1d13aea0adf2e6ccbc21d40e512a6a3f6c49cd3831331ba05a12dd8a432ac7e',
} as const;
