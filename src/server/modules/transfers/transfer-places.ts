import { eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { stockLocations, stores, transfers } from '../../db/schema';

const fromPlace = alias(stockLocations, 'from_place');
const toPlace = alias(stockLocations, 'to_place');
const fromStore = alias(stores, 'from_store');
const toStore = alias(stores, 'to_store');

/** A transfer's origin and destination by name (the store's, or the virtual place's): for a query joined by `joinTransferPlaces`. */
export const transferPlaceNames = {
  fromName: sql<string>`coalesce(${fromStore.name}, ${fromPlace.name})`,
  toName: sql<string>`coalesce(${toStore.name}, ${toPlace.name})`,
};

/** Joins a dynamic query over `transfers` to its two places and their stores, which `transferPlaceNames` read. */
export function joinTransferPlaces<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(fromPlace, eq(fromPlace.id, transfers.fromLocationId))
    .innerJoin(toPlace, eq(toPlace.id, transfers.toLocationId))
    .leftJoin(fromStore, eq(fromStore.id, fromPlace.storeId))
    .leftJoin(toStore, eq(toStore.id, toPlace.storeId));
}
