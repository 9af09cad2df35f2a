/**
 * The contact page's map tiles come from OpenStreetMap's own tile server, which needs no key. The
 * page policy allows pictures from this origin (and nothing else from it).
 */
export const mapTileOrigin = "https://tile.openstreetmap.org";
