/**
 * engine/schedule: when a scheduled record is shown, read from its ISO times with their offset.
 * Its own folder, apart from engine/manifest: the browser's page renderer (engine/compose) needs
 * these rules, and nothing of manifest's validators and parsers.
 */
export {
  describeSchedule,
  formatScheduleTime,
  isScheduledNow,
  nextScheduleChange,
  scheduleInstant,
  scheduleBadge,
  scheduleProblems,
  scheduleState,
  schedulesOf,
  SCHEDULE_TIME_PATTERN,
  SCHEDULE_TIME_RULE,
  type Schedule,
  type ScheduleState,
} from './schedule.ts';
