import type { z } from 'zod';
import type { releaseChangeSchema, releaseListingSchema, remoteParamSchema, RELEASE_TARGETS } from '@storefront/shared/schemas/backoffice';
import type { ReleaseHealth } from '@storefront/shared/schemas/release-health';
import { get, post } from '../../lib/api';

export type ReleaseListing = z.infer<typeof releaseListingSchema>;
export type ReleaseTarget = (typeof RELEASE_TARGETS)[number];
export type ReleaseChange = z.infer<typeof releaseChangeSchema>;
/** A remote of the shop: what real-user health is measured for (the shell's pages count under their remote). */
export type ShopRemote = z.infer<typeof remoteParamSchema>['remote'];

export const fetchReleases = () => get<ReleaseListing[]>('/releases');
export const rollBack = (remote: ReleaseTarget, to?: string) => post<ReleaseChange>(`/releases/${remote}/rollback`, to ? { to } : {});
export const startCanary = (remote: ReleaseTarget, version: string, percent: number) => post<ReleaseChange>(`/releases/${remote}/canary`, { version, percent });
export const promoteCanary = (remote: ReleaseTarget) => post<ReleaseChange>(`/releases/${remote}/promote`);
export const endCanary = (remote: ReleaseTarget) => post<ReleaseChange>(`/releases/${remote}/end-canary`);
export const fetchReleaseHealth = (remote: ShopRemote, hours: number) => get<ReleaseHealth>(`/releases/${remote}/health`, { hours });
