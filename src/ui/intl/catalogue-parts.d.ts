/**
 * The two parts of a message catalogue (scripts/build/precompile-messages.ts): the build compiles each
 * message to its ICU syntax tree; outside the build (tests) the query is ignored and the whole catalogue of
 * strings arrives, which react-intl formats just the same.
 */
declare module '*.json?part=first' {
  const messages: Record<string, string> | Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
declare module '*.json?part=rest' {
  const messages: Record<string, string> | Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
