/** Marks an alias whose implementation is still being written; a test fails while any remains. */
export const pendingComponent = () => null;
