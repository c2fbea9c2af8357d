-- public.pos_set_variant: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Makes a stocked item a variant of a product group ("Nitrile gloves", size "M"), or a product on its own again
-- when p_group is empty (admins; issue 25, ADR 078). The group is found by its name (any case) or made, with
-- p_option ("Size" by default) as what tells its variants apart; p_order places the variant in the picker.
-- The item keeps its own SKU, barcode, price and stock. A group left without variants is removed.
-- Answers {group_id, group_name, option_name, variant_label, variant_order}.
create or replace function public.pos_set_variant(
  p_item uuid, p_group text, p_label text default null, p_option text default null, p_order integer default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  group_name text := nullif(btrim(regexp_replace(coalesce(p_group, ''), '\s+', ' ', 'g')), '');
  label text := nullif(btrim(coalesce(p_label, '')), '');
  option text := nullif(btrim(coalesce(p_option, '')), '');
  old_group uuid;
  g public.pos_product_groups;
  taken text;
begin
  perform app.pos_guard('admin', 'group product variants');
  select s.group_id into old_group from public.pos_stock_items s where s.catalog_item_id = p_item for update;
  if not found then
    raise exception 'Stock the product first (POS → Catalogue)' using errcode = 'P0002';
  end if;
  if group_name is null then
    update public.pos_stock_items s set group_id = null, variant_label = null, variant_order = 0
     where s.catalog_item_id = p_item;
  else
    if length(group_name) > 120 then
      raise exception 'Name the product group in at most 120 characters' using errcode = '22023', detail = 'group';
    end if;
    if label is null then
      raise exception 'Give the variant its % (e.g. M)', lower(coalesce(option, 'size'))
        using errcode = '22023', detail = 'label';
    end if;
    if length(label) > 40 then
      raise exception 'A variant''s label has at most 40 characters' using errcode = '22023', detail = 'label';
    end if;
    if option is not null and length(option) > 40 then
      raise exception 'The option''s name has at most 40 characters' using errcode = '22023', detail = 'option';
    end if;
    insert into public.pos_product_groups (name, option_name)
    values (group_name, coalesce(option, 'Size'))
    on conflict ((lower(btrim(name)))) do nothing;
    select * into g from public.pos_product_groups x where lower(btrim(x.name)) = lower(group_name) for update;
    if option is not null and option is distinct from g.option_name then
      update public.pos_product_groups x set option_name = option where x.id = g.id returning * into g;
    end if;
    select c.name into taken
      from public.pos_stock_items s join public.catalog_items c on c.id = s.catalog_item_id
     where s.group_id = g.id and lower(btrim(s.variant_label)) = lower(label) and s.catalog_item_id <> p_item;
    if taken is not null then
      raise exception '% already has the % "%": %', g.name, lower(g.option_name), label, taken
        using errcode = '23505', detail = 'label';
    end if;
    update public.pos_stock_items s
       set group_id = g.id, variant_label = label,
           variant_order = coalesce(p_order, case when s.group_id = g.id then s.variant_order else
             (select coalesce(max(x.variant_order) + 1, 0) from public.pos_stock_items x where x.group_id = g.id) end)
     where s.catalog_item_id = p_item;
  end if;
  if old_group is not null and old_group is distinct from g.id then
    delete from public.pos_product_groups x
     where x.id = old_group and not exists (select 1 from public.pos_stock_items s where s.group_id = old_group);
  end if;
  return (select jsonb_build_object('group_id', s.group_id, 'group_name', pg.name, 'option_name', pg.option_name,
                                    'variant_label', s.variant_label, 'variant_order', s.variant_order)
            from public.pos_stock_items s left join public.pos_product_groups pg on pg.id = s.group_id
           where s.catalog_item_id = p_item);
end
$$;
revoke execute on function public.pos_set_variant(uuid, text, text, text, integer) from public, anon;
grant execute on function public.pos_set_variant(uuid, text, text, text, integer) to authenticated, service_role;
