import { useQuery } from '@tanstack/react-query';
import type { CountryCode } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/** GET /countries.json (spec §7 "static /countries.json"): the ISO 3166-1 alpha-2 codes a country picker offers. */
export async function getCountries(): Promise<readonly CountryCode[]> {
  return (await apiClient().getCountries()).countries;
}

export function useCountries() {
  return useQuery({ queryKey: ['countries'], queryFn: getCountries, staleTime: Infinity, gcTime: Infinity });
}
