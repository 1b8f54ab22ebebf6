/**
 * What the app and the mock backend know of the contracts on chain (scripts/chain/contracts): the ERC-20
 * calls the payment uses and the NadiPayment contract. Human-readable ABI fragments, parsed by ethers.
 */

export const ERC20_ABI = [
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
] as const;

export const PAYMENT_ABI = [
  'function pay(bytes32 orderRef, address token, uint256 amount)',
  'function payNative(bytes32 orderRef) payable',
  'function receiver() view returns (address)',
  'event Paid(bytes32 indexed orderRef, address indexed payer, address token, uint256 amount)',
] as const;

type Ethers = typeof import('ethers');

/**
 * The `bytes32 orderRef` recorded on chain for an order: keccak256 of the order reference's UTF-8 bytes
 * (any length, any characters; the backend hashes its own order id the same way to match `Paid`).
 */
export const orderRefHash = (ethers: Pick<Ethers, 'id'>, orderRef: string): string => ethers.id(orderRef);
