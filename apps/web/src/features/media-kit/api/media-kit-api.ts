import {
  MediaKitSchema,
  MediaKitSettingsSchema,
  type MediaKitSettings,
  type UpdateMediaKitSettings,
} from '@equicreators/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

const SETTINGS_PATH = '/influencers/profile/media-kit';

export const mediaKitKeys = {
  all: ['media-kit'] as const,
  settings: () => [...mediaKitKeys.all, 'settings'] as const,
  preview: (handle: string) => [...mediaKitKeys.all, 'preview', handle] as const,
};

/** GET /api/influencers/profile/media-kit: the creator's own settings. */
export function useKitSettings() {
  return useQuery({
    queryKey: mediaKitKeys.settings(),
    queryFn: ({ signal }) => apiRequest(SETTINGS_PATH, { schema: MediaKitSettingsSchema, signal }),
  });
}

/** PUT /api/influencers/profile/media-kit: the whole settings; the preview reloads after. */
export function useSaveKitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMediaKitSettings): Promise<MediaKitSettings> =>
      apiRequest(SETTINGS_PATH, { method: 'PUT', body, schema: MediaKitSettingsSchema }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(mediaKitKeys.settings(), saved);
      await queryClient.invalidateQueries({ queryKey: [...mediaKitKeys.all, 'preview'] });
    },
  });
}

/** GET /api/media-kits/{handle}: the creator's own kit, whoever else may see it. */
export function useKitPreview(handle: string | null) {
  return useQuery({
    queryKey: mediaKitKeys.preview(handle ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/media-kits/${encodeURIComponent(handle ?? '')}`, { schema: MediaKitSchema, signal }),
    enabled: Boolean(handle),
  });
}
