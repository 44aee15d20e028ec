import { agentReportsBench } from './agent-reports.bench.ts';
import { bundleBench } from './bundle.bench.ts';
import { contractsSettleBench } from './contracts-settle.bench.ts';
import { crashBench } from './crash.bench.ts';
import { gameListBench } from './game-list.bench.ts';
import { httpBench } from './http.bench.ts';
import { ledgerBench } from './ledger.bench.ts';
import { ledgerHttpBench } from './ledger-http.bench.ts';
import { lighthouseBench } from './lighthouse.bench.ts';
import { lotterySettleBench } from './lottery-settle.bench.ts';
import { originalsBench } from './originals.bench.ts';
import { vendorWalletBench } from './vendor-wallet.bench.ts';

// Prints every figure next to its budget. Speed is compared with a baseline measured in the same
// run, because these machines are noisy: the ratio is the figure that matters.
console.log('== bundle');
for (const line of await bundleBench()) console.log(line);
console.log('\n== home page, Lighthouse mobile (median of 3 runs; its JS budget is the bundle figure above)');
for (const line of await lighthouseBench()) console.log(line);
console.log('\n== http (autocannon on loopback; ratio = ours / plain Fastify)');
for (const line of await httpBench()) console.log(line);
console.log('\n== game list (autocannon on loopback; ratio = ours / plain Fastify; decision 050)');
for (const line of await gameListBench()) console.log(line);
console.log('\n== ledger (service on a fresh embedded database; ratio = ledger / plain single-row UPDATE)');
for (const line of await ledgerBench()) console.log(line);
console.log('\n== ledger over HTTP (real server; ratio = transfers/s / authenticated reads/s)');
for (const line of await ledgerHttpBench()) console.log(line);
console.log('\n== vendor seamless wallet (real server; signed debit+credit pairs; decision 051)');
for (const line of await vendorWalletBench()) console.log(line);
console.log('\n== originals (real server; dice bets through the game wallet and the jackpot; decision 052)');
for (const line of await originalsBench()) console.log(line);
console.log('\n== crash (real server; 200 WebSocket players cash out in one tick; decisions 053, 066)');
for (const line of await crashBench()) console.log(line);
console.log('\n== agent reports (100,000 downline members, 1,000,000 rounds; decision 078 rollups)');
for (const line of await agentReportsBench()) console.log(line);
console.log('\n== lottery settlement (one issue of 100,000 bets vs a plain bulk UPDATE; decision 082)');
for (const line of await lotterySettleBench()) console.log(line);
console.log(
  '\n== contract settlement (one day of 10,000 daily-salary contracts over 1,000,000 rounds; decisions 086 and 095)',
);
for (const line of await contractsSettleBench()) console.log(line);
