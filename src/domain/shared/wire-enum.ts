/** What the backend sends for an enum value: a number or a short string. */
export type WireCode = string | number;

/** The value a parse gives for a code it does not know; screens show `enum.<name>.unknown`. */
export const UNKNOWN = 'unknown';
export type Unknown = typeof UNKNOWN;

/** Message id of an enum member, `enum.<enumName>.<member>`; the locale catalogues hold the texts. */
export type EnumMessageId = `enum.${string}.${string}`;

export interface WireEnum<M extends string, C extends WireCode> {
  /** Name used in message ids. */
  readonly name: string;
  /** Members in declaration order (the order screens list them in). */
  readonly members: readonly M[];
  /** Wire code of each member. */
  readonly codes: Readonly<Record<M, C>>;
  /** The member for a wire code, or 'unknown'; never throws, whatever it is given. */
  readonly parse: (code: unknown) => M | Unknown;
  /** The wire code of a member. */
  readonly codeOf: (member: M) => C;
  /** Whether a value is one of the members. */
  readonly is: (value: unknown) => value is M;
  /** `enum.<name>.<member>`, also for 'unknown'. */
  readonly messageId: (member: M | Unknown) => EnumMessageId;
  /** Every message id of the enum, 'unknown' last. */
  readonly messageIds: readonly EnumMessageId[];
}

export interface WireEnumOptions {
  /** Match string codes whatever their case (token and chain symbols arrive as 'usdt' or 'USDT'). */
  readonly caseInsensitive?: boolean;
}

/**
 * Defines an enum from member → wire code. Codes are matched as text, so 1 and '1' are the same code:
 * backends send numeric statuses both ways. Surrounding spaces are ignored.
 */
export function wireEnum<const T extends Record<string, WireCode>>(
  name: string,
  codes: T,
  options: WireEnumOptions = {},
): WireEnum<Extract<keyof T, string>, T[keyof T]> {
  const members = Object.keys(codes) as Extract<keyof T, string>[];
  return buildEnum<Extract<keyof T, string>, T[keyof T]>(name, members, codes, options);
}

/** An enum that never crosses the wire (client-side phases and states): each member is its own code. */
export function localEnum<const M extends readonly string[]>(
  name: string,
  members: M,
): WireEnum<M[number], M[number]> {
  const codes = Object.fromEntries(members.map((member) => [member, member])) as Record<M[number], M[number]>;
  return buildEnum<M[number], M[number]>(name, members, codes, {});
}

function buildEnum<M extends string, C extends WireCode>(
  name: string,
  members: readonly M[],
  codes: Readonly<Record<M, C>>,
  options: WireEnumOptions,
): WireEnum<M, C> {
  const normalise = (code: string): string =>
    options.caseInsensitive ? code.trim().toLowerCase() : code.trim();
  const byCode = new Map<string, M>(members.map((member) => [normalise(String(codes[member])), member]));
  const memberSet = new Set<string>(members);
  const messageId = (member: M | Unknown): EnumMessageId => `enum.${name}.${member}`;
  return {
    name,
    members,
    codes,
    parse: (code) =>
      typeof code === 'string' || typeof code === 'number'
        ? (byCode.get(normalise(String(code))) ?? UNKNOWN)
        : UNKNOWN,
    codeOf: (member) => codes[member],
    is: (value): value is M => typeof value === 'string' && memberSet.has(value),
    messageId,
    messageIds: [...members.filter((member) => member !== UNKNOWN).map(messageId), messageId(UNKNOWN)],
  };
}
