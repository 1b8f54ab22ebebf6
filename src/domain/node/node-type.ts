import { wireEnum } from '../shared/wire-enum';

/** Node tiers (spec sections 1 and 6). Codes are ours (proposed). */
export const NODE_TYPE_CODES = { elite: 1, core: 2, genesis: 3 } as const;
export type NodeType = keyof typeof NODE_TYPE_CODES;
export const nodeTypes = wireEnum('nodeType', NODE_TYPE_CODES);
export const parseNodeType = nodeTypes.parse;
