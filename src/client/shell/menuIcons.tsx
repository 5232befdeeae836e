import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { AppRoute } from '../routes/index.ts';

/**
 * yudao menu icons are names of its bundled SVG set; the common ones are mapped to MUI icons, the rest fall
 * back to a folder (directories) or a document (pages). The full icon set belongs to the shell issue.
 */
const ICONS: Record<string, SvgIconComponent> = {
  system: SettingsOutlined,
  monitor: MonitorHeartOutlined,
  tool: BuildOutlined,
  user: PersonOutlined,
  people: GroupsOutlined,
  peoples: GroupsOutlined,
  dict: MenuBookOutlined,
  edit: EditOutlined,
  job: ScheduleOutlined,
  code: CodeOutlined,
  form: AssignmentOutlined,
  log: HistoryOutlined,
  nested: AccountTreeOutlined,
  tree: AccountTreeOutlined,
  post: BadgeOutlined,
  guide: AccountTreeOutlined,
  cascader: ListAltOutlined,
  list: ListAltOutlined,
  'eye-open': VisibilityOutlined,
  eye: VisibilityOutlined,
  documentation: ArticleOutlined,
  chart: PollOutlined,
  survey: PollOutlined,
  task: TaskAltOutlined,
  link: LinkOutlined,
  home: HomeOutlined,
  dashboard: HomeOutlined,
};

export function MenuIcon({ route }: { route: AppRoute }) {
  const Icon = ICONS[route.icon] ?? (route.external ? LinkOutlined : route.children.length ? FolderOutlined : DescriptionOutlined);
  return <Icon fontSize="small" />;
}
