/** The left panel's search: a part of the name, regardless of case. */
export const matchesSearch = (name: string, search: string) => name.toLowerCase().includes(search.trim().toLowerCase());
