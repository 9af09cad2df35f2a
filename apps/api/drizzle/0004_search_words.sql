-- The word list of search (ADR 0013). Databases that already hold indexed products get theirs
-- here, from the search columns (already normalised); afterwards refreshSearchWords keeps it.
CREATE TABLE "search_words" (
	"company_id" integer NOT NULL,
	"word" text NOT NULL,
	"products" integer NOT NULL,
	"named" integer NOT NULL,
	CONSTRAINT "search_words_company_id_word_pk" PRIMARY KEY("company_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_word" ON "search_words" USING gin ("word" gin_trgm_ops);;--> statement-breakpoint
INSERT INTO "search_words" ("company_id", "word", "products", "named")
SELECT t.company_id, t.word, t.products, coalesce(n.named, 0)
FROM (
  SELECT p.company_id, w.word, count(*)::integer AS products
  FROM "products" p, unnest(string_to_array(btrim(p.search_text), ' ')) AS w(word)
  WHERE p.search_text <> ''
  GROUP BY p.company_id, w.word
) t
LEFT JOIN (
  SELECT p.company_id, w.word, count(*)::integer AS named
  FROM "products" p, unnest(string_to_array(btrim(p.search_name), ' ')) AS w(word)
  WHERE p.search_name <> ''
  GROUP BY p.company_id, w.word
) n ON n.company_id = t.company_id AND n.word = t.word;