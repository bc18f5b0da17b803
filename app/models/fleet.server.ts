import { carTypeNames } from '~/catalog/cars'
import type { DB } from '~/services/db.server'
import { getRuntime } from '~/services/runtime.server'

/** Cars of a type the business runs when the owner has not said otherwise (docs/product.md §Owner). */
export const DEFAULT_VEHICLES = 1

export type FleetRow = { carType: string; vehicles: number }

/** Every car type of the catalogue, in its order, with the owner's count or the default. */
export async function getFleet({ db = getRuntime().db }: { db?: DB } = {}): Promise<FleetRow[]> {
  const rows = await db.selectFrom('fleet').select(['carType', 'vehicles']).execute()
  const counts = new Map(rows.map((r) => [r.carType, Number(r.vehicles)]))
  return carTypeNames.map((carType) => ({ carType, vehicles: counts.get(carType) ?? DEFAULT_VEHICLES }))
}

export async function vehiclesOf({ db = getRuntime().db, carType }: { db?: DB; carType: string }): Promise<number> {
  const row = await db.selectFrom('fleet').select('vehicles').where('carType', '=', carType).executeTakeFirst()
  return row ? Number(row.vehicles) : DEFAULT_VEHICLES
}

/** Sets the counts given; car types outside the catalogue are ignored by the caller's schema. */
export async function setFleet({ db = getRuntime().db, counts }: { db?: DB; counts: FleetRow[] }): Promise<void> {
  if (counts.length === 0) return
  await db.transaction().execute(async (trx) => {
    for (const { carType, vehicles } of counts) {
      if (!Number.isInteger(vehicles) || vehicles < 0) throw new RangeError(`A fleet count must be a whole number of at least 0, not ${vehicles}.`)
      await trx
        .insertInto('fleet')
        .values({ carType, vehicles })
        .onConflict((oc) => oc.column('carType').doUpdateSet({ vehicles }))
        .execute()
    }
  })
}
