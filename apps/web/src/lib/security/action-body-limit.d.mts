export const maxActionBodyBytes: number;
