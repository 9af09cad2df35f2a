export const recordPageHeader: string;
