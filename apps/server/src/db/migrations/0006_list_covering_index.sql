-- The recordings list reads a handful of calendar-event columns for every recording of the company (filters on
-- title, source, stage, agenda and the deal key, and the total). Covering them lets that join be an index-only scan
-- of a few MB instead of reading the wide event rows (attendees, description; 113 MB on the benchmark database):
-- the page with a title/stage/source mix went from 590 to 200 ms there, measured loaded (docs/decisions.md "Database").
CREATE INDEX IF NOT EXISTS calendar_events_company_list_idx ON calendar_events (company_id, id)
  INCLUDE (title, source, sales_stage, agenda_type, primary_deal_id);
