export function freePort(host?: string): Promise<number>;
export function e2ePort(env?: Record<string, string | undefined>): Promise<number>;
export function e2eDist(port: number, env?: Record<string, string | undefined>): string;
