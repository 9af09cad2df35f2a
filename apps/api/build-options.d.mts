import type { BuildOptions } from "esbuild";

export declare const buildOptions: BuildOptions & { absWorkingDir: string; outdir: string };
