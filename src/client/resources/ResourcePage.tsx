import type { MenuPageProps } from '../routes/types.ts';
import { PageLoading } from '../components/index.ts';
import { UnavailablePage } from '../routes/UnavailablePage.tsx';
import { useResource } from './hooks/useManifest.ts';
import { SchemaList } from './list/SchemaList.tsx';
import { listViewOf } from './extensions.ts';

/** The page behind a resource's menu key: its generated list, or the view registered for it (registerListView). */
export function ResourcePage({ route, resourceName }: MenuPageProps & { resourceName: string }) {
  const { resource, loaded } = useResource(resourceName);
  if (!loaded) return <PageLoading />;
  if (!resource) return <UnavailablePage route={route} />;
  const View = listViewOf(resource.name) ?? SchemaList;
  return <View key={resource.name} resource={resource} />;
}
