/** OpenStreetMap's tile server, the one origin of the contact map's pictures. */
export const mapTileOrigin: string;
