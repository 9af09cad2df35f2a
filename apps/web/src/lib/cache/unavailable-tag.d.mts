export const unavailableTag: string;
