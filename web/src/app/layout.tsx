import {
  ArchiveIcon,
  Building2Icon,
  CalendarDaysIcon,
  CalendarPlus2Icon,
  CalendarPlusIcon,
  CalendarRangeIcon,
  CalendarXIcon,
  ChartColumnIcon,
  ChartNoAxesCombinedIcon,
  ClipboardCheckIcon,
  ClockIcon,
  HourglassIcon,
  ListChecksIcon,
  LogOutIcon,
  type LucideIcon,
  MenuIcon,
  SettingsIcon,
  ThermometerIcon,
  UsersIcon,
} from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";

import { roleLabel } from "@shared/roles.ts";

import { Brand } from "@/components/brand";
import { InactivityWarning } from "@/components/inactivity-warning";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import {
  type AppRoute,
  findAppRoute,
  narrowRoutesFor,
  optionalRoutes,
  paths,
  routesFor,
} from "@/config/paths";
import { CalendarFeedsButton } from "@/features/calendar-feeds/components/calendar-feeds-dialog";
import { useOwnToil } from "@/features/toil/api/get-own-toil";
import { useIsNarrow } from "@/hooks/use-is-narrow";
import { type SessionUser, useAuth } from "@/lib/session";
import { cn } from "@/lib/utils";

const ICONS: Record<string, LucideIcon> = {
  [paths.app.holidaysRequest.path]: CalendarPlusIcon,
  [paths.app.listHolidaysRequest.path]: ListChecksIcon,
  [paths.app.sicknessLogs.path]: ThermometerIcon,
  [paths.app.adminApproval.path]: ClipboardCheckIcon,
  [paths.app.cancelRequests.path]: CalendarXIcon,
  [paths.app.planning.path]: CalendarDaysIcon,
  [paths.app.appointmentLogs.path]: ClockIcon,
  [paths.app.sicknessSummary.path]: ChartColumnIcon,
  [paths.app.users.path]: UsersIcon,
  [paths.app.bulkHolidayRequest.path]: CalendarRangeIcon,
  [paths.app.departments.path]: Building2Icon,
  [paths.app.allUsersListHolidays.path]: ArchiveIcon,
  [paths.app.addHolidays.path]: CalendarPlus2Icon,
  [paths.app.settings.path]: SettingsIcon,
  [paths.app.overview.path]: ChartNoAxesCombinedIcon,
  [optionalRoutes.toil.path]: HourglassIcon,
};

/**
 * The menu's routes: the role's, then those turned on (issue 33): Time off in lieu while its
 * type is active. With nothing turned on, exactly the role's.
 */
function useMenu(routes: AppRoute[]): AppRoute[] {
  const toil = useOwnToil();
  return toil.data?.active ? [...routes, optionalRoutes.toil] : routes;
}

/**
 * The signed-in shell. Wide screens (> 768px) get a sidebar with every route of the role;
 * narrow ones a top bar whose "Menu" button opens a sheet with the narrow-menu routes.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const isNarrow = useIsNarrow();
  const { pathname } = useLocation();

  useEffect(() => {
    const route = findAppRoute(pathname);
    document.title = route ? `${route.label} · Leave` : "Leave";
  }, [pathname]);

  if (!user) return null;
  // One tree for both widths, the screen always in the same place: crossing 768 px (a tablet
  // turned round) swaps the navigation only, and the screen keeps its state and open dialogs.
  return (
    <div className={cn("flex min-h-dvh bg-background", isNarrow && "flex-col")}>
      {/* The first Tab of every screen: past the menu's fourteen links to the screen itself. */}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring"
      >
        Skip to main content
      </a>
      {isNarrow
        ? <NarrowHeader user={user} onLogout={logout} />
        : <Sidebar user={user} onLogout={logout} />}
      {/* The bottom padding lets the last row scroll clear of the toasts (bottom-right). */}
      <main
        id="main"
        tabIndex={-1}
        className={cn("min-w-0 flex-1 pb-32 outline-none", isNarrow ? "px-4 pt-4" : "px-8 pt-8")}
      >
        <div className={cn(!isNarrow && "mx-auto max-w-6xl")}>{children}</div>
      </main>
      <InactivityWarning />
    </div>
  );
}

type NavigationProps = { user: SessionUser; onLogout: () => void };

function Sidebar({ user, onLogout }: NavigationProps) {
  const routes = useMenu(routesFor(user.role));
  return (
    <aside className="sticky top-0 flex h-dvh w-72 shrink-0 flex-col border-r bg-sidebar text-sidebar-foreground">
      <div className="flex h-16 items-center border-b px-5 short:h-12">
        <Brand />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-3 short:py-2">
        <NavList routes={routes} />
      </nav>
      {/* On a short screen the two buttons share a row. */}
      <div className="flex flex-col gap-3 border-t p-4 short:gap-2 short:py-3">
        <UserSummary user={user} />
        <div className="flex flex-col gap-3 short:flex-row short:gap-2 short:*:flex-1">
          <CalendarFeedsButton />
          <LogoutButton onLogout={onLogout} />
        </div>
      </div>
    </aside>
  );
}

function NarrowHeader({ user, onLogout }: NavigationProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const routes = useMenu(narrowRoutesFor(user.role));

  // Picking a screen closes the menu.
  useEffect(() => setIsOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 flex h-14 items-center justify-between border-b bg-background/95 px-4 backdrop-blur">
      <Brand />
      <Sheet open={isOpen} onOpenChange={setIsOpen}>
        <SheetTrigger asChild>
          <Button variant="outline" size="sm">
            <MenuIcon aria-hidden="true" />
            Menu
          </Button>
        </SheetTrigger>
        <SheetContent
          side="left"
          className="w-72 gap-0 bg-sidebar p-0"
          // Radix would focus the first tabbable element, skipping links: Logout, which one
          // key press would then trigger. The focus goes to the first screen instead.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            navRef.current?.querySelector("a")?.focus();
          }}
        >
          <SheetHeader className="border-b">
            <SheetTitle>Menu</SheetTitle>
            <SheetDescription>{fullName(user)}</SheetDescription>
          </SheetHeader>
          <nav ref={navRef} aria-label="Main" className="flex-1 overflow-y-auto p-3">
            <NavList routes={routes} />
          </nav>
          <SheetFooter className="border-t">
            <CalendarFeedsButton />
            <LogoutButton onLogout={onLogout} />
          </SheetFooter>
        </SheetContent>
      </Sheet>
    </header>
  );
}

function NavList({ routes }: { routes: AppRoute[] }) {
  return (
    <ul className="flex flex-col gap-1 short:gap-0.5">
      {routes.map((route) => {
        const Icon = ICONS[route.path];
        return (
          <li key={route.path}>
            <NavLink
              to={route.path}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium short:py-1 text-sidebar-foreground/80 transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none",
                  isActive && "bg-sidebar-accent text-sidebar-accent-foreground",
                )}
            >
              {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
              {route.label}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

function UserSummary({ user }: { user: SessionUser }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="truncate font-medium">{fullName(user)}</p>
      <p className="truncate text-xs text-muted-foreground">{roleLabel(user.role)}</p>
    </div>
  );
}

function LogoutButton({ onLogout }: { onLogout: () => void }) {
  return (
    <Button variant="outline" className="w-full justify-start" onClick={onLogout}>
      <LogOutIcon aria-hidden="true" />
      Logout
    </Button>
  );
}

function fullName(user: SessionUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
