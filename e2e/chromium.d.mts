export const CHROMIUM_ARGS: string[];
export const INSTALL_HELP: string;
export function findChromium(): Promise<
  { path: string; source: string } | { path: null; error: string }
>;
