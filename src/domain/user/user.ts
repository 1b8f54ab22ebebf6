import type Decimal from 'decimal.js';
import type { EquipmentType } from '../shared/equipment-type';
import type { Unknown } from '../shared/wire-enum';

/** The logged-in user (spec section 3). Amounts are decimals, counts are integers. */
export interface User {
  readonly id: number;
  /** The user's own invite code. */
  readonly code: string;
  readonly name: string;
  readonly walletAddress: string;
  /** As the server sent it: handed out only through ownInviteLink (invite-link.ts), on the app's origin. */
  readonly inviteLink: string;
  /** Account level, shown as T{level}. */
  readonly level: number;
  /** Direct referrals (zhi_num). */
  readonly directCount: number;
  /** Team (community) members (team_num). */
  readonly teamCount: number;
  readonly personalPerformance: Decimal;
  readonly teamPerformance: Decimal;
  readonly devicePerformance: Decimal;
  readonly power: Decimal;
  readonly balance: Decimal;
  readonly destroyPool: Decimal;
  readonly flowPool: Decimal;
}

/** A direct referral as listed on the team screen. */
export interface DirectMember {
  readonly address: string;
  readonly name: string;
  readonly level: number;
  readonly performance: Decimal;
  readonly joinedAt: Date;
}

/** Device performance of one equipment type (spec section 3: tablet, straight phone, foldable phone). */
export interface DevicePerformance {
  readonly type: EquipmentType | Unknown;
  readonly performance: Decimal;
}

/** The team figures beside the user's own: direct performance and device performance by type. */
export interface TeamPerformance {
  readonly direct: Decimal;
  readonly devices: readonly DevicePerformance[];
}
