// What a staff member may open: the sections per town, and the workspace-wide entries, by role and towns.
import type { Town } from '@kino/api/towns';
import type { StaffAccount, StaffRole } from '@kino/api/types';
import type { CountBadgeValue } from '#src/admin/components/count-badge.tsx';
import { newApplicationsBadge } from './applications.ts';

/** Content sections of a town, in the order of the menu; the path segment is the section's key. */
export const TOWN_SECTIONS = [
  { key: 'films', label: 'Фильмы' },
  { key: 'sessions', label: 'Сеансы' },
  { key: 'news', label: 'Новости' },
  { key: 'events', label: 'События' },
  { key: 'documents', label: 'Документы' },
  { key: 'vacancies', label: 'Вакансии' },
  { key: 'halls', label: 'Залы' },
  { key: 'services', label: 'Услуги' },
  { key: 'certificates', label: 'Сертификаты' },
  { key: 'faq', label: 'Вопросы и ответы' },
  { key: 'pages', label: 'Страницы' },
  { key: 'media', label: 'Медиатека' },
  { key: 'info', label: 'О кинотеатре' },
  { key: 'trash', label: 'Корзина' },
] as const;

export type TownSection = (typeof TOWN_SECTIONS)[number]['key'];

export interface NavItem {
  to: string;
  label: string;
  /** A count beside the label (the inbox's new applications). */
  badge?: CountBadgeValue;
}

/** Counts the menu shows beside its entries. */
export interface NavCounts {
  /** New applications in the staff member's inbox towns, all together; unknown until loaded. */
  newApplications?: number;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

/** The part of a staff member that decides the menu. */
export type StaffAccess = Pick<StaffAccount, 'role' | 'towns'>;

export function townPath(town: Town, section: TownSection, rest = ''): string {
  return `/${town}/${section}${rest ? `/${rest}` : ''}`;
}

/**
 * Admins see both towns and the workspace's own pages; editors only their towns' content; `hr` only the inbox (of
 * their towns, which the inbox's tabs offer).
 * The API enforces the same rules; the menu only leaves out what would answer 403.
 */
export function workspaceNavigation(
  access: StaffAccess,
  townNames: Readonly<Record<Town, string>>,
  towns: readonly Town[],
  counts: NavCounts = {},
): NavGroup[] {
  const groups: NavGroup[] = [];
  if (access.role === 'admin' || access.role === 'editor') {
    const mine = access.role === 'admin' ? towns : towns.filter((t) => access.towns.includes(t));
    for (const town of mine)
      groups.push({
        title: townNames[town],
        items: TOWN_SECTIONS.map((s) => ({ to: townPath(town, s.key), label: s.label })),
      });
  }
  // The dashboard first: every role's start page.
  const workspace: NavItem[] = [{ to: '/', label: 'Главная' }];
  if (access.role === 'admin' || access.role === 'hr') {
    const badge = newApplicationsBadge(counts.newApplications);
    workspace.push({ to: '/inbox', label: 'Заявки', ...(badge ? { badge } : {}) });
  }
  if (access.role === 'admin') {
    workspace.push({ to: '/audit', label: 'Журнал изменений' });
    workspace.push({ to: '/personal-data-log', label: 'Доступ к персональным данным' });
    workspace.push({ to: '/accounts', label: 'Сотрудники' });
  }
  groups.unshift({ title: 'Рабочее место', items: workspace });
  return groups;
}

/** The page a staff member lands on after signing in: the dashboard, for every role. */
export const HOME_PATH = '/';

export const ROLE_LABEL: Record<StaffRole, string> = {
  admin: 'Администратор',
  editor: 'Редактор',
  hr: 'Отдел кадров',
};
