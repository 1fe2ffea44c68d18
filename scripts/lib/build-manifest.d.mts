export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export function privateDirOf(dist: string): string;
export function readManifest(dist: string): Record<string, ManifestChunk>;
export function chunkKeyOf(
  dist: string,
  manifest: Record<string, ManifestChunk>,
  source: string,
): string;
