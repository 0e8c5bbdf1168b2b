import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/businesses/route";
import { GET as getRoute } from "@/app/api/businesses/[id]/route";
import { db } from "@/lib/data/db";
import { getBusinessDetail } from "@/lib/domain/reviews/get-business-detail";
import { seedBusiness, tag } from "@/tests/businesses/fixtures";
import { block } from "@/tests/safety/support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { recordStatements } from "@/tests/support/statements";

process.env.NIJI_DB_QUERY_EVENTS = "1";

// BUSINESS OWNERS (issue #28, item 6): the owner's id and name are hidden (owner: null, the shape a
// deleted owner already has) from a member the owner blocked, from a member who blocked the owner,
// and from everyone while the owner is suspended (admins still see a suspended owner). Everywhere
// the owner appears: the directory, one business, the business page.
const list = listRoute as Handler;
const getOne = getRoute as Handler;

let owner: TestUser;
let stranger: TestUser;
let blockedByOwner: TestUser;
let blocksOwner: TestUser;
let admin: TestUser;
let business: string;
const city = `Ownertown${tag()}`;

type Owner = { id: string; firstName: string | null; lastName: string | null } | null;

/** The owner as each surface returns it to `viewer`: directory, GET /api/businesses/{id}, business page. */
async function ownerSeenBy(viewer: TestUser): Promise<Owner[]> {
  const listed = await call(list, "/api/businesses", { cookie: viewer.cookie, query: { city } });
  expect(listed.status).toBe(200);
  expect(listed.data).toHaveLength(1);
  const one = await call(getOne, "/x", { cookie: viewer.cookie, params: { id: business } });
  expect(one.status).toBe(200);
  const isAdmin = viewer === admin;
  const page = await getBusinessDetail({ id: viewer.id, isAdmin }, business);
  return [listed.data[0].owner, one.data.owner, page.owner];
}

beforeAll(async () => {
  owner = await createUser({ firstName: "Owna", lastName: "Keeper" });
  stranger = await createUser({ firstName: "Stray" });
  blockedByOwner = await createUser({ firstName: "Blockee" });
  blocksOwner = await createUser({ firstName: "Blocker" });
  admin = await createUser({ firstName: "Ada", admin: true });
  business = (await seedBusiness({ name: "Owned Bar", businessType: "bar", city })).id;
  await db.business.update({ where: { id: business }, data: { ownerId: owner.id } });
  expect((await block(owner, blockedByOwner.id)).data).toEqual({ blocked: true });
  expect((await block(blocksOwner, owner.id)).data).toEqual({ blocked: true });
});

describe("the business owner's fields", () => {
  const visible = () => ({ id: owner.id, firstName: "Owna", lastName: "Keeper" });

  it("are shown to a member with no block, to admins and to the owner", async () => {
    for (const viewer of [stranger, admin, owner]) expect(await ownerSeenBy(viewer)).toEqual([visible(), visible(), visible()]);
  });

  it("are hidden from a member the owner blocked, on every surface", async () => {
    expect(await ownerSeenBy(blockedByOwner)).toEqual([null, null, null]);
  });

  it("are hidden from a member who blocked the owner, on every surface", async () => {
    expect(await ownerSeenBy(blocksOwner)).toEqual([null, null, null]);
  });

  it("are hidden from members while the owner is suspended; admins still see them; the business stays listed", async () => {
    await db.user.update({ where: { id: owner.id }, data: { suspendedAt: new Date() } });
    try {
      expect(await ownerSeenBy(stranger)).toEqual([null, null, null]);
      expect(await ownerSeenBy(admin)).toEqual([visible(), visible(), visible()]);
    } finally {
      await db.user.update({ where: { id: owner.id }, data: { suspendedAt: null } });
    }
    expect(await ownerSeenBy(stranger)).toEqual([visible(), visible(), visible()]);
  });

  it("the directory page costs the same statements whatever its size (no query per owner)", async () => {
    const bigCity = `Manyowners${tag()}`;
    for (let i = 0; i < 5; i++) {
      const member = await createUser();
      const { id } = await seedBusiness({ name: `Shop ${i}`, businessType: "shop", city: bigCity });
      await db.business.update({ where: { id }, data: { ownerId: member.id } });
    }
    const statements = recordStatements();
    const count = async (query: Record<string, string>) => {
      await call(list, "/api/businesses", { cookie: stranger.cookie, query }); // warm
      statements.reset();
      const res = await call(list, "/api/businesses", { cookie: stranger.cookie, query });
      expect(res.status).toBe(200);
      return { rows: res.data.length, statements: statements.work().length };
    };
    const one = await count({ city });
    const five = await count({ city: bigCity });
    expect([one.rows, five.rows]).toEqual([1, 5]);
    expect(five.statements).toBe(one.statements);
  });
});
