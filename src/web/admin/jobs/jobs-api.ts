import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobListItem, JobListQuery } from '@/domain/jobs';
import type { Page } from '@/domain/schemas/list-query';
import { api } from '../../lib/api';
import { pageQuery } from '../../lib/query-options';

// Tarefas em segundo plano: one fetch, query options and hook per endpoint.

export const jobKeys = {
  all: ['admin', 'jobs'] as const,
  list: (q: object) => ['admin', 'jobs', q] as const,
};

export const useJobs = (q: JobListQuery) =>
  useQuery({
    ...pageQuery<Page<JobListItem>>(jobKeys.list(q), '/api/admin/jobs', q),
    // What runs in the background changes by itself: the list follows it.
    refetchInterval: 5000,
  });

export function useRetryJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ job: { id: number; status: 'pending' } }>(`/api/admin/jobs/${id}/retry`, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
