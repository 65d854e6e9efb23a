import { Hono, type MiddlewareHandler } from 'hono'
import { MAX_ADDRESSES } from '../../../core/addresses/address.ts'
import { VALIDATION_MESSAGES } from '../../../core/fields/validation.ts'
import {
  AddressBodySchema,
  AddressIdParamsSchema,
  PincodeParamsSchema,
  type AddressBook,
  type AddressSaved,
  type PincodeInfo,
} from '../../../contracts/addresses.ts'
import type { Envelope } from '../../../contracts/http.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import type { CartOwner } from '../cart/index.ts'
import { SIGN_IN_FOR_ADDRESSES, type AddressService } from './service.ts'
import { toWire } from './rules.ts'

// The address book calls (issue 9 'Address'; contracts/addresses.ts): the signed-in account's addresses (a guest gets
// a 401 with a message; another account's address a 404), and the pincode lookup of the form, open to anyone.

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

async function book(addresses: AddressService, owner: CartOwner): Promise<AddressBook> {
  return { addresses: (await addresses.list(owner)).map(toWire), max_addresses: MAX_ADDRESSES }
}

export function addressesApi() {
  const api = new Hono<AppEnv>()

  // A guest is told to log in before anything else is looked at.
  const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.var.cartOwner.kind !== 'user') throw SIGN_IN_FOR_ADDRESSES
    await next()
  }
  api.use('/api/v4/addresses', signedIn)
  api.use('/api/v4/addresses/*', signedIn)

  api.get('/api/v4/addresses', async (c) => c.json(ok(await book(c.var.services.addresses, c.var.cartOwner))))

  api.post('/api/v4/addresses', async (c) => {
    const { addresses } = c.var.services
    const input = await parseBody(c, AddressBodySchema)
    const saved = await addresses.create(c.var.cartOwner, input)
    return c.json(ok({ ...(await book(addresses, c.var.cartOwner)), address: toWire(saved) } satisfies AddressSaved), 201)
  })

  api.put('/api/v4/addresses/:id', async (c) => {
    const { addresses } = c.var.services
    const { id } = parseParams(c, AddressIdParamsSchema)
    const input = await parseBody(c, AddressBodySchema)
    const saved = await addresses.update(c.var.cartOwner, id, input)
    return c.json(ok({ ...(await book(addresses, c.var.cartOwner)), address: toWire(saved) } satisfies AddressSaved))
  })

  api.delete('/api/v4/addresses/:id', async (c) => {
    const { addresses } = c.var.services
    const { id } = parseParams(c, AddressIdParamsSchema)
    await addresses.remove(c.var.cartOwner, id)
    return c.json(ok(await book(addresses, c.var.cartOwner)))
  })

  api.post('/api/v4/addresses/:id/default', async (c) => {
    const { addresses } = c.var.services
    const { id } = parseParams(c, AddressIdParamsSchema)
    await addresses.makeDefault(c.var.cartOwner, id)
    return c.json(ok(await book(addresses, c.var.cartOwner)))
  })

  // The form's live lookup: city, state and whether we deliver there. Not signed in too: it is public postal data.
  api.get('/api/v4/pincodes/:pincode', async (c) => {
    const { pincode } = parseParams(c, PincodeParamsSchema)
    const found = await c.var.services.addresses.pincode(pincode)
    if (!found)
      throw new AppError({ code: 'unknown_pincode', status: 404, message: VALIDATION_MESSAGES.pincodeInvalid, field: 'pincode' })
    return c.json(ok(found satisfies PincodeInfo))
  })

  return api
}
