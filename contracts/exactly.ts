import type { z } from 'zod'

// A shape whose type is vocabulary of core/ (read by pure rules there) is declared once, in core; its schema here
// validates exactly that type. `exactly<T>()(schema)` compiles only when the schema's output is T, neither wider nor
// narrower, so the declaration and its validator cannot drift.

type Same<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false

export const exactly =
  <T>() =>
  <S extends z.ZodType>(schema: S, ..._proof: Same<z.infer<S>, T> extends true ? [] : [mismatch: never]): S =>
    schema
