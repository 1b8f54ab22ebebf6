import { describe, expect, it } from 'vitest';
import { type ChainPolicy, chainProblem } from './chain-policy';

const live: ChainPolicy = {
  live: true,
  rpcUrls: ['https://bsc-dataseed.bnbchain.org', 'https://rpc.nadichain.example/v1'],
  nadiChainId: 8899,
};
const nadi = {
  chainId: 8899,
  rpcUrl: 'https://rpc.nadichain.example/other',
  explorerUrl: 'https://scan.nadi.example',
};

describe('chainProblem: settings a wallet may be asked to add', () => {
  it('accepts the NADI chain and BSC as the build fixed them', () => {
    expect(chainProblem(nadi, live)).toBeNull();
    expect(chainProblem({ ...nadi, explorerUrl: '' }, live)).toBeNull();
    const bsc = {
      chainId: 56,
      rpcUrl: 'https://bsc-dataseed.bnbchain.org',
      explorerUrl: 'https://bscscan.com',
    };
    expect(chainProblem(bsc, live)).toBeNull();
  });

  it.each([
    ['rpc-insecure', { rpcUrl: 'http://rpc.nadichain.example' }],
    ['rpc-insecure', { rpcUrl: 'javascript:alert(1)' }],
    ['rpc-insecure', { rpcUrl: 'not a url' }],
    ['explorer-insecure', { explorerUrl: 'http://scan.nadi.example' }],
    ['explorer-insecure', { explorerUrl: 'data:text/html,<script>' }],
    ['rpc-not-allowed', { rpcUrl: 'https://rpc.attacker.example' }],
    ['rpc-not-allowed', { rpcUrl: 'https://rpc.nadichain.example.attacker.example' }],
    ['chain-id', { chainId: 1 }],
  ] as const)('answers %s for %j in the live profile', (problem, change) => {
    expect(chainProblem({ ...nadi, ...change }, live)).toBe(problem);
  });

  it('refuses every RPC in a live build without an allow-list, and the NADI chain without a fixed id', () => {
    expect(chainProblem(nadi, { ...live, rpcUrls: [] })).toBe('rpc-not-allowed');
    expect(chainProblem(nadi, { ...live, nadiChainId: null })).toBe('chain-id');
  });

  it('lets the demo use the local chain over plain http, and checks what the build fixed', () => {
    const demo: ChainPolicy = { live: false, rpcUrls: [], nadiChainId: null };
    const local = { chainId: 1337, rpcUrl: 'http://127.0.0.1:8545', explorerUrl: '' };
    expect(chainProblem(local, demo)).toBeNull();
    expect(chainProblem({ ...local, rpcUrl: 'http://rpc.example' }, demo)).toBe('rpc-insecure');
    expect(chainProblem(local, { ...demo, nadiChainId: 1338 })).toBe('chain-id');
    expect(chainProblem(local, { ...demo, rpcUrls: ['http://127.0.0.1:9545'] })).toBe('rpc-not-allowed');
  });
});
