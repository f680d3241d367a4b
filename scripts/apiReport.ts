/**
 * The API report of each of the package's entries (src/core/index.ts, `robotscope`, and
 * src/core/checkOnly.ts, `robotscope/check`): every export with its type, as the TypeScript
 * checker sees it, one sorted line (or block) each, in the entry's `.api.md` beside it.
 * A change to the public API changes that file, so it shows in review; apiReport.test.ts fails
 * until the committed report matches (`npm run api:report` writes it). What a published
 * package's users compile against is exactly this, so semantic versioning can be judged on it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Each entry of the package (package.json `exports`) written in TypeScript, and its report. */
export const ENTRIES = [
  { name: 'robotscope', entry: `${ROOT}src/core/index.ts`, report: `${ROOT}src/core/index.api.md`, what: "the package's engine entry" },
  { name: 'robotscope/check', entry: `${ROOT}src/core/checkOnly.ts`, report: `${ROOT}src/core/checkOnly.api.md`, what: 'the check-only entry' },
];

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.WriteArrayAsGenericType;

function members(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): string[] {
  return checker.getPropertiesOfType(type).map((p) => {
    const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
    const readonly = p.declarations?.some((d) => ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly) ? 'readonly ' : '';
    return `  ${readonly}${p.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, at), at, FLAGS)};`;
  });
}

function typeParameters(checker: ts.TypeChecker, type: ts.Type): string {
  const params = (type as ts.InterfaceType).typeParameters;
  return params?.length ? `<${params.map((p) => checker.typeToString(p)).join(', ')}>` : '';
}

/** One export as a declaration: what a caller may rely on. */
function describe(checker: ts.TypeChecker, name: string, symbol: ts.Symbol, at: ts.Node): string[] {
  const s = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const out: string[] = [];
  if (s.flags & ts.SymbolFlags.Function) {
    for (const sig of checker.getTypeOfSymbolAtLocation(s, at).getCallSignatures()) out.push(`function ${name}${checker.signatureToString(sig, at, FLAGS)};`);
  }
  if (s.flags & ts.SymbolFlags.Class) {
    const instance = checker.getDeclaredTypeOfSymbol(s);
    const ctor = checker.getTypeOfSymbolAtLocation(s, at).getConstructSignatures().map((sig) => `  constructor${checker.signatureToString(sig, at, FLAGS).replace(/: [^:]+$/, '')};`);
    out.push(`class ${name}${typeParameters(checker, instance)} {`, ...ctor, ...members(checker, instance, at), '}');
  } else if (s.flags & ts.SymbolFlags.Variable) {
    const isConst = s.valueDeclaration && ts.getCombinedNodeFlags(s.valueDeclaration) & ts.NodeFlags.Const;
    out.push(`${isConst ? 'const' : 'let'} ${name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(s, at), at, FLAGS)};`);
  }
  if (s.flags & ts.SymbolFlags.Interface) {
    const type = checker.getDeclaredTypeOfSymbol(s);
    out.push(`interface ${name}${typeParameters(checker, type)} {`, ...members(checker, type, at), '}');
  }
  if (s.flags & ts.SymbolFlags.TypeAlias) {
    const type = checker.getDeclaredTypeOfSymbol(s);
    const generic = (s.declarations![0] as ts.TypeAliasDeclaration).typeParameters?.map((p) => p.getText()).join(', ');
    out.push(`type ${name}${generic ? `<${generic}>` : ''} = ${checker.typeToString(type, at, FLAGS | ts.TypeFormatFlags.InTypeAlias)};`);
  }
  return out;
}

export function apiReport({ name, entry, what }: (typeof ENTRIES)[number]): string {
  const program = ts.createProgram([entry], { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true, resolveJsonModule: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry)!;
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(file)!).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const body = exports.flatMap((e) => describe(checker, e.name, e, file));
  return [
    `# API report: \`${name}\` (${entry.slice(ROOT.length)})`,
    '',
    `Every export of ${what} with its type, as TypeScript sees it. Written by`,
    '`npm run api:report` (scripts/apiReport.ts); a test fails while this file differs from the',
    'code, so a change to the public API is seen in review. Semantic versioning is judged on it.',
    '',
    '```ts',
    ...body,
    '```',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) for (const e of ENTRIES) writeFileSync(e.report, apiReport(e));
