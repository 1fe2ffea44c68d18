export function makeOffline(html: string): string;
export function externalResources(html: string): string[];
