import { createRequire } from 'node:module';
import type { JsonRpcClient } from '../json-rpc.js';
import { hexQuantity } from '../sources/decimal-units.js';

/** A minimal ERC-20 (6 decimals like USDT and USDC) whose constructor mints the supply to the deployer. */
export const testTokenSource = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract TestToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 6;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value, "balance");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        require(balanceOf[from] >= value, "balance");
        require(allowance[from][msg.sender] >= value, "allowance");
        allowance[from][msg.sender] -= value;
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
        return true;
    }
}
`;

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>;
}

let compiled: string | undefined;

/** Compiles testTokenSource with npm solc (the compiler itself, in WebAssembly) once per process. */
export function testTokenBytecode(): string {
  if (compiled !== undefined) return compiled;
  const requireHere = createRequire(import.meta.url);
  const solc = requireHere('solc') as { compile(input: string): string };
  const input = {
    language: 'Solidity',
    sources: { 'TestToken.sol': { content: testTokenSource } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(`solc: ${errors.map((error) => error.formattedMessage).join('\n')}`);
  const object = output.contracts?.['TestToken.sol']?.['TestToken']?.evm.bytecode.object;
  if (object === undefined || object === '') throw new Error('solc produced no bytecode');
  compiled = `0x${object}`;
  return compiled;
}

const word = (value: bigint) => value.toString(16).padStart(64, '0');
function encodeString(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  return word(BigInt(bytes.length)) + bytes.toString('hex').padEnd(Math.ceil(bytes.length / 32) * 64, '0');
}

/** ABI-encodes constructor(string, string, uint256). */
function constructorArguments(name: string, symbol: string, supply: bigint): string {
  const nameEncoded = encodeString(name);
  const head = word(96n) + word(BigInt(96 + nameEncoded.length / 2)) + word(supply);
  return head + nameEncoded + encodeString(symbol);
}

/** transfer(address,uint256) call data. */
export function transferCallData(to: string, amount: bigint): string {
  return `0xa9059cbb${to.toLowerCase().replace(/^0x/, '').padStart(64, '0')}${word(amount)}`;
}

/** balanceOf(address) call data. */
export function balanceOfCallData(owner: string): string {
  return `0x70a08231${owner.toLowerCase().replace(/^0x/, '').padStart(64, '0')}`;
}

export async function waitForReceipt(
  rpc: JsonRpcClient,
  hash: string,
): Promise<{ status: string; contractAddress: string | null; blockNumber: string }> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const receipt = await rpc.call<{ status: string; contractAddress: string | null; blockNumber: string } | null>(
      'eth_getTransactionReceipt',
      [hash],
    );
    if (receipt !== null) return receipt;
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
  throw new Error(`No receipt for ${hash}`);
}

/** Deploys the token from an unlocked Anvil account; returns the contract address. */
export async function deployTestToken(
  rpc: JsonRpcClient,
  from: string,
  options: { name: string; symbol: string; supply: bigint },
): Promise<string> {
  const data = testTokenBytecode() + constructorArguments(options.name, options.symbol, options.supply);
  const hash = await rpc.call<string>('eth_sendTransaction', [{ from, data, gas: hexQuantity(3_000_000) }]);
  const receipt = await waitForReceipt(rpc, hash);
  if (receipt.status !== '0x1' || receipt.contractAddress === null) throw new Error('Token deployment failed');
  return receipt.contractAddress;
}

/** Sends tokens from an unlocked Anvil account; returns the transaction hash. */
export async function sendTestTokens(
  rpc: JsonRpcClient,
  token: string,
  from: string,
  to: string,
  amount: bigint,
): Promise<string> {
  return rpc.call<string>('eth_sendTransaction', [
    { from, to: token, data: transferCallData(to, amount), gas: hexQuantity(100_000) },
  ]);
}
