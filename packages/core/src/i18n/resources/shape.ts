/** The shape of a namespace's English texts, with every leaf a string: other locales must match it. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
