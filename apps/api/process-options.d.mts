export declare const apiHeapMb: number;
export declare const apiNodeArguments: string[];
