/*
 * The shape of a main-navigation entry. The list itself lives in app/nav-items.ts, the
 * layer that may compose the features' badge icons; the sidebar and bottom bar get it
 * as a prop.
 */
import type { ComponentType } from 'react';
import type { FileRouteTypes } from '../../route-tree.gen.ts';
import type { IconProps } from '../ui/icons.tsx';

/** Paths without parameters: a nav entry always points at a whole area. */
export type NavPath = Exclude<FileRouteTypes['to'], `${string}$${string}`>;

export type NavItem = {
  to: NavPath;
  label: string;
  icon: ComponentType<IconProps>;
  /** Active only on this exact path (the home page, my own profile), not below it. */
  exact?: boolean;
  phone?: boolean;
  /** Shown to admins only (the moderation queue). */
  adminOnly?: boolean;
};
