/** A route option's hooks as a list: Fastify takes one hook, a list of them, or none. */
export const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : ([] as T[]).concat(hooks));
