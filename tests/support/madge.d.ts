// madge ships no types; this is the part of its API the architecture test uses.
declare module "madge" {
  type MadgeResult = {
    circular(): string[][];
    obj(): Record<string, string[]>;
  };
  export default function madge(
    paths: string[],
    config: Record<string, unknown>,
  ): Promise<MadgeResult>;
}
