/**
 * Past this many lines, paths are not suggested (a first scan of 250,000 lines is about 100 ms):
 * pathIndex.ts applies it and the page's notice of what a big file does not get says it
 * (ui/LimitsNotice.tsx). A file of its own so that the notice, which the page draws at start,
 * does not bring the index, which loads with completion after the page drew (editor/lateLoad.ts).
 */
export const MAX_INDEXED_LINES = 250_000;
