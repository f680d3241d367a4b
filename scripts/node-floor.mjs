// `npm run test:node-floor`: the package on the oldest Node its `engines` admits (20.0.0), as
// issue 27 §1 asks ("works on Node 20.0+"). Not in `npm test`: it needs a Node 20.0.0 binary,
// which comes from the npm registry (the `node-<platform>-<arch>` package the `node` npm package
// installs from: 40 MB packed, fetched once into ~/.cache/robotscope/), and it packs the site.
// No other network: the package is packed from this checkout and installed --offline into an
// empty folder, as src/cli/package.test.ts installs it.
//
// With that binary it runs what a user of 20.0 runs: robots-parser's README line through
// `require`, the drop-in through `import`, the engine entry, and the command (--version, help,
// check with its exit codes, check --json, lint). Each answer must equal the answer of the Node
// running this script, on which package.test.ts proves robots-parser's suite and the command.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FLOOR = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node.replace(/^>=\s*/, '').split('.').concat('0', '0').slice(0, 3).join('.');

/** The Node binary of version `version`, from the npm registry's node-<platform>-<arch> package (cached). */
function nodeBinary(version) {
  const name = `node-${process.platform}-${process.arch}`;
  const cache = process.env.ROBOTSCOPE_NODE_CACHE ?? join(homedir(), '.cache', 'robotscope', `${name}-${version}`);
  const binary = join(cache, 'package', 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(cache, { recursive: true });
  process.stderr.write(`node-floor: fetching ${name}@${version} from the npm registry into ${cache}\n`);
  execFileSync('npm', ['pack', '--silent', `${name}@${version}`, '--pack-destination', cache], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(cache).find((f) => f.endsWith('.tgz'));
  execFileSync('tar', ['-xzf', tarball, 'package/bin'], { cwd: cache });
  rmSync(join(cache, tarball));
  return binary;
}

/** The packed package installed offline into an empty folder (its path). */
function installPacked() {
  const dir = mkdtempSync(join(tmpdir(), 'robotscope-floor-'));
  const env = { ...process.env };
  delete env.NODE_ENV;
  execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--omit=optional', '--omit=peer', '--no-audit', '--no-fund', `./${tarball}`], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return dir;
}

const ROBOTS = 'User-agent: *\nDisallow: /private\nCrawl-delay: 5\n\nUser-agent: Googlebot\nDissallow: /nogoogle\nAllow: /nogoogle/ok\n\nSitemap: https://e.com/sitemap.xml\n';
/** robots-parser's methods on a few files and URLs: the answers both Nodes must give alike. */
const ASK = `
  const files = [${JSON.stringify(ROBOTS)}, 'User-agent: *\\nDisallow: /b/Cámaras\\n', 'User-agent: a\\nCrawl-delay: 1\\nUser-agent: b\\nDisallow: /x\\n'];
  const urls = ['https://e.com/private', 'https://e.com/nogoogle', 'https://e.com/nogoogle/ok', 'https://e.com/', 'https://other.com/private', 'https://e.com/b/Cámaras', 'https://e.com/x'];
  const answers = [];
  for (const text of files) {
    const robot = robotsParser('https://e.com/robots.txt', text);
    for (const ua of ['Googlebot', 'Googlebot-Image', 'SomeBot', 'a', 'b']) {
      for (const url of urls) answers.push([robot.isAllowed(url, ua), robot.isDisallowed(url, ua), robot.isExplicitlyDisallowed(url, ua), robot.getMatchingLineNumber(url, ua)]);
      answers.push(robot.getCrawlDelay(ua));
    }
    answers.push(robot.getSitemaps(), robot.getPreferredHost());
  }
  console.log(typeof robotsParser, JSON.stringify(answers));
`;
const PROBES = {
  'require.cjs': `const robotsParser = require('robotscope/robots-parser');\n${ASK}`,
  'import.mjs': `import robotsParser from 'robotscope/robots-parser';\n${ASK}`,
  'engine.mjs': [
    "import { parseRobots, checkUrl, diagnose } from 'robotscope';",
    `const parsed = parseRobots(${JSON.stringify(ROBOTS)});`,
    "const bytes = parseRobots(new TextEncoder().encode('User-agent: *\\nDisallow: /caf\\u00e9\\n'));",
    "console.log(JSON.stringify([checkUrl(parsed, 'Googlebot', 'https://e.com/nogoogle/x'), checkUrl(bytes, 'Googlebot', 'https://e.com/caf%C3%A9'), diagnose(parsed).map((d) => d.code)]));",
  ].join('\n'),
};
const BIN = ['node_modules/robotscope/bin/robotscope.mjs'];
/** Each run, the exit code it must give and what its standard output must hold (on both Nodes). */
const RUNS = [
  { args: ['require.cjs'], exit: 0, out: /^function \[/ },
  { args: ['import.mjs'], exit: 0, out: /^function \[/ },
  { args: ['engine.mjs'], exit: 0, out: /"allowed":false.*"allowed":false.*"misspelled-directive"/ },
  { args: [...BIN, '--version'], exit: 0, out: /^\d+\.\d+\.\d+\n$/ },
  { args: [...BIN, 'help', 'check'], exit: 0, out: /robotscope check/ },
  { args: [...BIN, 'check', 'robots.txt', '--ua', 'Googlebot', 'https://e.com/nogoogle/x', 'https://e.com/'], exit: 1, out: /^BLOCKED\s+https:\/\/e\.com\/nogoogle\/x\s+line 6: Dissallow: \/nogoogle\nALLOWED/ },
  { args: [...BIN, 'check', 'robots.txt', '--ua', 'FeedFetcher-Google', 'https://e.com/private', '--json'], exit: 0, out: /"verdict": "not governed"/ },
  { args: [...BIN, 'lint', 'robots.txt', '--json'], exit: 0, out: /"code": "misspelled-directive"/ },
  { args: [...BIN, 'check', 'missing.txt', '--ua', 'Googlebot', '/'], exit: 2, out: /^$/ },
];

function main() {
  const floor = nodeBinary(FLOOR);
  const version = execFileSync(floor, ['--version'], { encoding: 'utf8' }).trim();
  const dir = installPacked();
  try {
    for (const [file, text] of Object.entries(PROBES)) writeFileSync(join(dir, file), text);
    writeFileSync(join(dir, 'robots.txt'), ROBOTS);
    let failed = 0;
    for (const { args, exit, out } of RUNS) {
      const run = (node) => spawnSync(node, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
      const [old, now] = [run(floor), run(process.execPath)];
      const same = old.status === now.status && old.stdout === now.stdout && old.stderr === now.stderr;
      const right = old.status === exit && out.test(old.stdout);
      if (!same || !right) failed++;
      console.log(`${!right ? 'WRONG' : same ? 'ok' : 'DIFFERS'}  exit ${old.status}  ${args.join(' ').slice(0, 100)}`);
      if (!same || !right) console.log(`  on ${version}: exit ${old.status}\n${old.stdout}${old.stderr}\n  on ${process.version}: exit ${now.status}\n${now.stdout}${now.stderr}`);
    }
    console.log(`${RUNS.length - failed} of ${RUNS.length} runs answer as they must, alike on Node ${version} and ${process.version}`);
    process.exitCode = failed === 0 ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
