// Makes googlebot.json and gptbot.json, the operators' IP-range files (issue 25 §2), in the
// very layout the operators publish them:
// - Google, https://developers.google.com/static/search/apis/ipranges/googlebot.json (as served
//   on 2025-08-19): a 4-space-indented object, `creationTime` with microseconds and no zone,
//   then `prefixes`, every IPv6 range (`ipv6Prefix`) before every IPv4 one (`ipv4Prefix`), each
//   family sorted as text (so `2001:4860:4801:29::/64` comes before `2001:4860:4801:2::/64`).
//   These are the prefixes of that file.
// - OpenAI, https://openai.com/gptbot.json: the same `{"creationTime", "prefixes"}` shape,
//   IPv4 ranges only, `/24` networks in Azure's address space.
// Deterministic: run `node ip-ranges.mjs` here to make them again.
import { writeFileSync } from 'node:fs';

const hex = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => (from + i).toString(16));
const v6 = [2, 0xc, 0xf].map((n) => n.toString(16))
  .concat(hex(0x10, 0x4e), hex(0x50, 0x57), hex(0x60, 0x7c), hex(0x80, 0x88), hex(0x90, 0x97), hex(0xa0, 0xac), hex(0xb0, 0xb5))
  .map((w) => `2001:4860:4801:${w}::/64`);
const slash27 = (net, lows = [0, 32, 64, 96, 128, 160, 192, 224]) => lows.map((low) => `${net}.${low}/27`);
const google4 = [
  ...slash27('192.178.4'), ...slash27('192.178.5', [0]), ...slash27('192.178.6'), ...slash27('192.178.7', [0, 32, 64, 96, 128, 160]),
  '34.100.182.96/28', '34.101.50.144/28', '34.118.254.0/28', '34.118.66.0/28', '34.126.178.96/28', '34.146.150.144/28',
  '34.147.110.144/28', '34.151.74.144/28', '34.152.50.64/28', '34.154.114.144/28', '34.155.98.32/28', '34.165.18.176/28',
  '34.175.160.64/28', '34.176.130.16/28', '34.22.85.0/27', '34.64.82.64/28', '34.65.242.112/28', '34.80.50.80/28',
  '34.88.194.0/28', '34.89.10.80/28', '34.89.198.80/28', '34.96.162.48/28', '35.247.243.240/28',
  ...[64, 65, 66].flatMap((c) => slash27(`66.249.${c}`)), ...slash27('66.249.67', [0]),
  ...[68, 69, 70, 71, 72, 73, 74, 75, 76, 77].flatMap((c) => slash27(`66.249.${c}`)),
  ...slash27('66.249.78', [0, 32, 64, 96, 128]), ...slash27('66.249.79'),
];
const text = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const google = {
  creationTime: '2026-11-27T14:46:04.000000',
  prefixes: [...v6.sort(text).map((p) => ({ ipv6Prefix: p })), ...google4.sort(text).map((p) => ({ ipv4Prefix: p }))],
};
writeFileSync(new URL('./googlebot.json', import.meta.url), JSON.stringify(google, null, 4));

const openai = {
  creationTime: '2026-11-20T00:00:07.000000',
  prefixes: ['20.171.206.0/24', '52.230.152.0/24', '52.233.106.0/24', '132.196.86.0/24'].map((p) => ({ ipv4Prefix: p })),
};
writeFileSync(new URL('./gptbot.json', import.meta.url), JSON.stringify(openai, null, 2) + '\n');
