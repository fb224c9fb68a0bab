"""The verb table: each verb of Invasion card text -> the builder of its typed effect (issue 4).

A builder takes the clause's subject (None for a command) and its Args; the roles it reads are in roles.py.
"""

from __future__ import annotations


from ...frozen import replace  # dataclasses.replace, faster (text/frozen.py)
from .. import ast as A
from . import effects as E
from .nodes import Count, EqualTo, Icons, KeywordValue, Objects, Place, Player
from .objects import fail, thing
from .roles import (_amount, _any_time, _as_if, _control_of, _count, _damage, _damage_amount, _free, _in_play, _neg, _obj,
                    _obj_node, _of_post, _opt, simple)


def deal(subj, args):
    to = None
    nps = [x for x in args.items if isinstance(x, (A.NounPhrase, A.PronounPhrase, A.Possessive))]
    if len(nps) == 2 and getattr(nps[1], "head", None) is not None and nps[1].head.nouns[-1] == "damage":
        to = _obj(args)  # "deal this unit 1 damage": to whom first, then the damage
    dmg, uncancellable = _damage(args)
    if dmg.kind not in (("damage",), ("combat", "damage")):
        fail(args.clause, "a kind of damage the layer does not type", word=dmg.kind[0])
    return E.DealDamage(amount=_damage_amount(dmg, args), to=to or _opt(args, "to"), indirect="indirect" in dmg.qualities,
                        uncancellable=uncancellable, where=dmg.place or _opt(args, "in"),
                        combat=True if dmg.kind[0] == "combat" else None, by=subj)


def heal(subj, args):
    first = _obj(args)
    source = _opt(args, "from", "on")
    if isinstance(first, Objects) and first.kind[-1] == "damage":
        if source is None:  # "heal 1 damage to your capital": the damage on it
            source = _opt(args, "to")
        return E.Heal(amount=_amount(first, args.clause), what=source, by=subj)
    return E.Heal(amount=None, what=first, by=subj)


def draw(subj, args):
    cards = _obj(args, required=False)
    if cards is None:  # "draw until you have 5 cards in your hand": the condition says how many
        return E.Draw(by=subj)
    if not (isinstance(cards, Objects) and cards.kind[-1] in ("card", "cards")):
        fail(args.clause, "'draw' draws cards", word="draw")
    equal = args.prep("equal to")  # "draw cards equal to the number of ...": the count given by something else
    count = EqualTo(thing(equal)) if equal is not None and cards.count is None else _amount(cards, args.clause)
    if isinstance(count, Count) and count.bound == "as many":  # "draw as many cards as you just discarded"
        from .clauses import as_many
        count = as_many(args)
    return E.Draw(count=count or Count(1), source=_opt(args, "from"), for_=_opt(args, "for"), by=subj)


def _quest_card(what, args):
    """"Discard a quest from your hand": "a quest" read as a place is a quest card; its "from ..." is the source."""
    if not (isinstance(what, Place) and what.zone == "quest" and what.ref in ("a", "an", "one") and what.whose is None
            and not what.position and not what.qualities and what.within is None and len(what.described) <= 1):
        return what, None
    source = None
    if what.described:
        post = what.described[0]
        if not (post.kind == "pp" and len(post.parts) == 1 and isinstance(post.parts[0], A.Prep)
                and post.parts[0].prep == "from"):
            return what, None
        source = thing(post.parts[0].np)
    return Objects(("quest",), what.ref), source


def discard(subj, args):
    down = None
    if args.adverb("down"):
        down = _opt(args, "to")
        if down is None:
            fail(args.clause, "discard down to what?", word="down")
    what, quest_source = _quest_card(_obj(args, required=down is None), args)
    if quest_source is not None:
        return E.Discard(what=what, at_random=args.adverb("at random") or None, source=quest_source, by=subj)
    if what is None:  # "discard down to 5 cards in your hand": until that many are left
        return E.Discard(down_to=down, by=subj)
    if isinstance(what, Count) or (isinstance(what, Place) and what.zone not in ("hand", "hands")):
        fail(args.clause, "'discard' discards cards, resources or a hand", word="discard")
    return E.Discard(what=what, at_random=args.adverb("at random") or None, source=_opt(args, "from", "on"),
                     by=subj)


def search(subj, args):
    where, find = _obj(args), _opt(args, "for")
    if find is None and not (isinstance(where, (Place, Objects))):
        fail(args.clause, "search for what?", word="search")  # "whenever you search your deck": no "for" needed
    return E.Search(where=where, find=find, by=subj)


def look(subj, args):
    what = _opt(args, "at")
    if what is None:
        fail(args.clause, "look at what?", word="look")
    return E.LookAt(what=what, by=subj)


def put(subj, args):
    what = _obj(args)
    place = _opt(args, "into", "onto", "on", "in", "at", "under", "to")
    if isinstance(what, Objects) and what.kind[-1] in ("token", "tokens"):
        count = _amount(what, args.clause, ("resource", "additional"))
        if "additional" in what.qualities:  # "put 1 additional resource token on that quest"
            count = Count(count.value if count else 1, "additional")
        return E.PutTokens(count=count, token=what.kind, on=place, by=subj)
    free = _free(args)
    facedown = args.adverb("facedown", "face down") or None
    as_ = args.prep("as")
    if as_ is not None:
        got = thing(as_)
        if not (isinstance(got, Objects) and got.kind[-1] in ("development", "developments")) or free or got.described \
                or (got.place and place):
            fail(as_, "put ... as what?", word="as")
        return E.Develop(what=what, source=_opt(args, "from"), place=place or got.place or _opt(args, "into", "in"),
                         facedown=facedown, by=subj)
    if isinstance(place, Place) and place.zone == "play":
        zone, state = _in_play(place, args)
        return E.PutIntoPlay(what=what, place=zone, state=state, free=free, control=_opt(args, "under"),
                             facedown=facedown, source=_opt(args, "from"), at_random=args.adverb("at random") or None,
                             by=subj)
    if free:
        fail(args.clause, "'without paying its cost' only when played or put into play", word="without")
    if place is None:
        fail(args.clause, "put where?", word="put")
    return E.Put(what=what, place=place, source=_opt(args, "from"), facedown=facedown,
                 any_order=args.adverb("in any order") or None,
                 back=args.adverb("back") or None, by=subj)  # "put them back on top of your deck"


def return_(subj, args):
    what = _obj(args, required=subj is None)
    if what is None:  # "a unit would return to its owner's hand": the subject returns
        what, subj = subj, None
    place = _opt(args, "to", "into", "on")
    if isinstance(place, Place) and place.zone in ("hand", "hands"):
        return E.ReturnToHand(what=what, to=place, source=_opt(args, "from"), by=subj)
    if place is None:
        fail(args.clause, "return where?", word="return")
    return E.Return(what=what, place=place, any_order=args.adverb("in any order") or None, by=subj)


def move(subj, args):
    what = _obj(args, required=False)
    if what is None:  # "that unit may move onto a quest": the subject moves itself
        what, subj = subj, None
    to, source = _opt(args, "to", "into", "onto"), _opt(args, "from")
    if to is None and source is None:
        fail(args.clause, "move from or to where?", word="move")
    return E.Move(what=what, to=to, source=source, by=subj)


def redirect(subj, args):
    what, source, to = _obj(args), _opt(args, "from"), _opt(args, "to")
    again = _opt(args, "to")
    if again is not None and source is None:  # "damage just assigned to this unit to another unit": from, then to
        source, to = to, again
    if to is None:
        fail(args.clause, "redirect to what?", word="redirect")
    return E.Redirect(what=what, source=source, to=to, by=subj)


def gain(subj, args, lose=False):
    colon = args.kind(A.Colon)  # 'gains: "..."'
    np = colon.np if colon is not None else args.np()
    if isinstance(np, A.Quoted):
        if lose:
            fail(np, "a quoted ability is gained, not lost")
        from .abilities import quoted_abilities
        return E.GainAbility(who=subj, abilities=quoted_abilities(np), by=None)
    what = _obj_node(np)
    equal = args.prep("equal to")
    if isinstance(what, Icons) and equal is not None:
        if what.count != Count(1):
            fail(args.clause, "an amount given twice", word="equal to")
        what = Icons(what.icon, EqualTo(thing(equal)))
    elif equal is not None:
        if not (isinstance(what, Objects) and what.count is None):
            fail(args.clause, "an amount given twice", word="equal to")
        _amount(what, args.clause)
        if what.kind in (("power",), ("hit", "points")):
            return E.Modify(who=subj, stat=" ".join(what.kind), amount=EqualTo(thing(equal)))
        return (E.Lose if lose else E.Gain)(who=subj, what=replace(what, count=EqualTo(thing(equal))))
    if isinstance(what, Icons):
        if isinstance(what.count, Count) and what.count.sign:
            return E.Modify(who=subj, stat=what.icon, amount=what.count if not lose else _neg(what.count))
        return (E.LoseIcons if lose else E.GainIcons)(who=subj, icons=what)
    if isinstance(what, KeywordValue):
        return (E.LoseKeyword if lose else E.GainKeyword)(who=subj, keyword=what)
    if isinstance(what, Objects) and what.count is not None and what.count.sign:
        amount = _amount(what, args.clause)
        return E.Modify(who=subj, stat=" ".join(what.kind), amount=amount if not lose else _neg(amount))
    if isinstance(what, Objects) and what.kind[-1] == "control":
        return E.TakeControl(what=_control_of(what, args), by=subj)
    return (E.Lose if lose else E.Gain)(who=subj, what=what, by=None)


def lose(subj, args):
    if args.adverb("all") or False:
        return E.LoseText(who=subj)
    return gain(subj, args, lose=True)


_YOU = A.PronounPhrase("you", ())


def lower(subj, args, raise_=False):
    """"Lower the cost of X by 1", "lower the cost to play this card by 1 for each ...", "... cost to 0"."""
    what = _obj(args)
    if not (isinstance(what, Objects) and what.kind[-1] in ("cost", "costs")):
        fail(args.clause, "only costs are lowered or raised", word="lower")
    by, to, per = args.prep("by"), None, None
    purpose, player = args.kind(A.ToInfinitive), None
    if purpose is not None and args._take(lambda x: isinstance(x, A.Prep) and x.prep == "for" and x.np == _YOU):
        player = Player("you")  # "lower the cost for you to play tactics by 1": the purpose, played by you
    if purpose is not None:  # the phrases after "to play X" belong to "lower"
        from .clauses import Args as _Args, predicate
        inner = purpose.predicate
        moved = _Args(inner.args, args.clause)
        by = by if by is not None else moved.prep("by")
        to = moved.prep("to")
        per = moved._take(lambda x: isinstance(x, A.Prep) and x.prep == "for")
        inner = A.Predicate(inner.modals, inner.verb, tuple(moved.rest()))
        if what.qualities or what.described or what.place or what.controller or what.of:
            fail(args.clause, "a cost with qualifiers and a purpose", word=what.kind[-1])
        of = predicate(inner, None, args.clause, "effect")
        if player is not None:
            of = replace(of, by=player)
    else:
        of = what.of or _of_post(what, args)
    to = to if to is not None else args.prep("to")
    if (by is None) == (to is None):
        fail(args.clause, "lower by how much, or to what?", word="lower")
    meaning = E.LowerCost(what=of, amount=_count(by) if by is not None else None, to=_count(to) if to is not None else None,
                          raise_=raise_ or None, by=subj)
    return E.ForEach(thing(per.np), meaning) if per is not None else meaning


def take(subj, args):
    if any(isinstance(x, A.KeywordPhrase) for x in args.items):  # "takes 1 uncancellable damage"
        dmg, unc = _damage(args)
        return E.TakeDamage(who=subj, amount=_damage_amount(dmg, args), uncancellable=unc,
                            indirect="indirect" in dmg.qualities)
    what = _obj(args)
    if isinstance(what, Objects) and what.kind[-1] == "control":
        return E.TakeControl(what=_control_of(what, args), by=subj)
    if isinstance(what, Objects) and what.kind[-1] == "damage":
        return E.TakeDamage(who=subj, amount=_damage_amount(what, args), indirect="indirect" in what.qualities)
    into = _opt(args, "into")
    if into is not None:  # "take one revealed card into your hand"
        return E.Put(what=what, place=into, source=_opt(args, "from"), by=subj)
    return E.Steal(what=what, source=_opt(args, "from"), by=subj)


def remove(subj, args):
    what = _obj(args)
    source = _opt(args, "from", "on")
    if isinstance(what, Objects) and what.kind[-1] in ("token", "tokens", "damage"):
        count = _amount(what, args.clause, ("resource",))
        equal = args.prep("equal to")  # "remove resource tokens from this card equal to the number of ..."
        if equal is not None:
            if count is not None:
                fail(args.clause, "an amount given twice", word="equal to")
            count = EqualTo(thing(equal))
        return E.RemoveTokens(count=count, token=what.kind, source=source, by=subj)
    return E.Remove(what=what, source=source, by=subj)


def attach(subj, args):
    return E.Attach(what=_obj(args, required=False), to=_opt(args, "to"), by=subj)


def shuffle(subj, args):
    return E.Shuffle(what=_obj(args), into=_opt(args, "into"), source=_opt(args, "from"),
                     back=args.adverb("back") or None, by=subj)


_REVEALED = A.Post("reduced", ("revealed",))


def _unrevealed(np):
    """"the top card of their decks revealed" without its last "revealed", or None when it has none."""
    if not isinstance(np, A.NounPhrase) or not np.posts:
        return None
    last = np.posts[-1]
    if last == _REVEALED:
        return replace(np, posts=np.posts[:-1])
    if last.kind == "pp" and len(last.parts) == 1 and isinstance(last.parts[0], A.Prep) and last.parts[0].prep == "of":
        inner = _unrevealed(last.parts[0].np)
        if inner is not None:
            return replace(np, posts=np.posts[:-1] + (A.Post("pp", (replace(last.parts[0], np=inner),)),))
    return None


def play(subj, args):
    revealed = args._take(lambda x: isinstance(x, A.Prep) and x.prep == "with" and _unrevealed(x.np) is not None)
    if revealed is not None and not any(isinstance(x, (A.NounPhrase, A.PronounPhrase)) for x in args.items):
        # "Players play with the top card of their decks revealed."
        return E.PlayRevealed(who=subj, what=thing(_unrevealed(revealed.np)))
    if revealed is not None:
        fail(revealed.np, "play ... with what?", word="with")
    window = _any_time(args)  # "You may play this unit from your hand any time you could take an Action."
    what = _obj(args, required=False)
    only = args.adverb("only")
    as_ = args.prep("as")
    if as_ is not None:
        if not (isinstance(got := thing(as_), Objects) and got.kind[-1] in ("development", "developments")):
            fail(as_, "play ... as what?", word="as")
        return E.Develop(what=what, source=_opt(args, "from"), place=_opt(args, "in", "into"), as_if=_as_if(args),
                         by=subj)  # "play cards in your discard pile as developments ... as if they were in your hand"
    as_if = _as_if(args)  # (first: what it says of the price is the verb's, "for no cost")
    meaning = E.Play(what=what, source=_opt(args, "from"), free=_free(args),
                     control=_opt(args, "under"), place=_opt(args, "in", "into"), as_if=as_if, by=subj)
    meaning = E.Modal("only", meaning) if only else meaning
    return E.Conditional(window, meaning) if window is not None else meaning


def attack(subj, args):
    return E.Attack(who=subj, what=_obj(args, required=False), source=_opt(args, "from"), as_if=_as_if(args))


def defend(subj, args):
    return E.Defend(who=subj, what=_obj(args, required=False) or _opt(args, "against"))


def reveal(subj, args):
    return E.Reveal(what=_obj(args), source=_opt(args, "from"), at_random=args.adverb("at random") or None,
                    to=_opt(args, "to"), by=subj)


def declare(subj, args):
    """"declare this unit as an attacker"; "declares a zone to attack" (the zone it attacks); ", declared as a
    defender" (a participle phrase: the card just put or moved)."""
    what, as_ = _obj(args, required=False), _opt(args, "as")
    purpose = args.kind(A.ToInfinitive)
    if purpose is not None:
        from .clauses import predicate
        if as_ is not None:
            fail(args.clause, "declared as what?", word="to")
        as_ = predicate(purpose.predicate, None, args.clause, "event")
    if what is None and as_ is None:
        fail(args.clause, "declare what?", word="declare")
    return E.Declare(what=what, as_=as_, by=subj)


def choose(subj, args):
    return E.Choose(what=_obj(args, required=False), by=subj)


def enter(subj, args):
    where = _obj(args, required=False)
    if where is not None and not isinstance(where, Place):
        fail(args.clause, "a unit enters play or a zone", word="enters")
    if where is not None and where.zone != "play":  # "enters a discard pile from play"
        return E.Move(what=subj, to=where, source=_opt(args, "from"))
    place, state = _in_play(where, args) if where is not None else (_opt(args, "in", "under"), None)
    return E.EntersPlay(what=subj, place=place, state=state, with_=_opt(args, "with"), control=_opt(args, "under"),
                        source=_opt(args, "from"))


def leave(subj, args):
    stays = args._take(lambda x: isinstance(x, A.PronounPhrase) and x.posts == (A.Post("in_play", ("in", "play")),))
    if stays is not None and subj is None:  # "leave it in play" (a command): the card stays in play
        return E.StaysInPlay(what=thing(replace(stays, posts=())))
    where = _obj(args)
    if not (isinstance(where, Place) and where.zone == "play"):
        fail(args.clause, "'leaves' what is not play", word="leaves")
    if _in_play(where, args) != (None, None):
        fail(args.clause, "leaves play from where?", word="leaves")
    return E.LeavesPlay(what=subj)


def spend(subj, args):
    what = _obj(args)
    pool = _in_pool(what)
    if pool is not None:  # "spends all resources in his pool": the resources there
        return E.Spend(amount=_amount(replace(what, described=()), args.clause, ("additional",)), source=pool, by=subj)
    if isinstance(what, Objects) and what.kind[-1] in ("resource", "resources"):
        return E.Spend(amount=_amount(what, args.clause, ("additional",)), source=_opt(args, "on", "from"), by=subj)
    if isinstance(what, Objects) and what.kind[-1] in ("token", "tokens", "damage") and not what.described:
        # "spend resource tokens on this card (as though they were in your pool)", "spend damage on this unit as
        # though it were resources": what stands on a card, paid as resources
        return E.SpendAsResources(what=what, source=_opt(args, "on", "from"), as_if=_as_if(args), by=subj)
    fail(args.clause, "only resources are spent", word="spend")


def _in_pool(what):
    """The pool of "all resources in his pool" (None for any other phrase)."""
    if not (isinstance(what, Objects) and what.kind[-1] in ("resource", "resources") and len(what.described) == 1):
        return None
    post = what.described[0]
    if post.kind == "pp" and isinstance(p := post.parts[0], A.Prep) and p.prep == "in" \
            and isinstance(p.np, A.NounPhrase) and p.np.head.nouns == ("pool",) and not p.np.posts:
        return thing(p.np)
    return None


def assign(subj, args):
    return E.AssignDamage(amount=_obj(args), to=_opt(args, "to"), by=subj)


def counts(subj, args):
    quoted = args.kind(A.Quoted)
    if quoted is not None:  # 'counts as an Attachment support card with the text "Attached unit loses [Power]."'
        as_ = args.prep("as")
        with_text = A.Post("pp", (A.Prep("with", A.NounPhrase(("the",), None, (), A.NounHead(("text",)), ())),))
        if not (isinstance(as_, A.NounPhrase) and as_.posts and as_.posts[-1] == with_text):
            fail(quoted, "a quoted text is only typed as an ability gained")
        from .abilities import quoted_abilities
        return E.CountsAsWithText(who=subj, what=thing(as_), abilities=quoted_abilities(quoted), by=None)
    as_ = _opt(args, "as")
    if as_ is None:  # "This unit does not count its power": what it counts, not what it counts as
        np = args.np(required=False)
        if np is not None:
            what = thing(np)
            if not (isinstance(what, Objects) and what.kind == ("power",)):
                fail(np, "a card counts its power", word="count")
            return E.CountsOwn(who=subj, what=what)
    return E.CountsAs(who=subj, what=as_)


def becomes(subj, args):
    return E.Becomes(who=subj, what=_obj(args))


def provide(subj, args):
    return E.Provides(who=subj, what=_obj(args))


def control(subj, args):
    return E.Controls(who=subj, what=_obj(args))


def have(subj, args):
    return E.Has(who=subj, what=_obj(args))


def skip(subj, args):
    return E.SkipPhase(phase=_obj(args), by=subj)


def quest(subj, args):
    return E.Quest(who=subj, with_=_opt(args, "with"))


def survive(subj, args):
    return E.Survive(who=subj, what=_obj(args, required=False))


def give(subj, args):
    """"give this unit 1 power": the first object gains the second."""
    who = _obj(args)
    meaning = gain(who, args)
    return replace(meaning, by=subj) if subj is not None else meaning


def force(subj, args):
    """"force an opponent to sacrifice a unit": the effect, done by that player."""
    from .clauses import predicate
    who = _obj(args)
    purpose = args.kind(A.ToInfinitive)
    if purpose is None:
        fail(args.clause, "force ... to do what?", word="force")
    return E.Modal("must", predicate(purpose.predicate, who, args.clause, "effect"))


def turn(subj, args):
    what = _obj(args)
    face = "faceup" if args.adverb("faceup", "face up") else "facedown" if args.adverb("facedown", "face down") else None
    into = _opt(args, "into")
    if face is None and not (isinstance(into, Objects) and into.kind[-1] == "development"):
        fail(args.clause, "turn ... faceup or facedown, or into a development", word="turn")
    return E.Flip(what=what, face=face, into=into, by=subj)  # "turn this unit into a development"


def begin(subj, args):
    return E.Begin(what=subj)


def end(subj, args):
    what = _obj(args, required=False)
    return E.End(what=what if what is not None else subj)


def win(subj, args):
    args._take(lambda x: x == _THE_GAME)  # "you win the game": the game is what one wins
    return E.Win(who=subj)


_THE_GAME = A.NounPhrase(("the",), None, (), A.NounHead(("game",)), ())


def treat(subj, args):
    """"Treat attached unit as though its printed text box were blank": a card is treated as something."""
    from .clauses import subordinate
    what = _obj(args)
    as_ = args.prep("as")
    though = args.kind(A.Subordinate)
    if (as_ is None) == (though is None):
        fail(args.clause, "treat ... as what?", word="treat")
    return E.Treat(what=what, as_=thing(as_) if as_ is not None else subordinate(though), by=subj)


def equals(subj, args):
    """"X equals the printed cost of the unit": an X definition."""
    if subj != Count("X"):
        fail(args.clause, "only X is defined by 'equals'", word="equals")
    return E.XIs(thing(args.np()))


def cost(subj, args):
    """"Opponents' units cost 1 additional resource to play": a raised cost."""
    what = _obj(args)
    purpose = args.kind(A.ToInfinitive)
    if not (isinstance(what, Objects) and what.kind[-1] in ("resource", "resources")
            and what.qualities in (("additional",), ("less",), ("fewer",))) \
            or purpose is None or getattr(purpose.predicate, "verb", None) != "play" or purpose.predicate.args:
        fail(args.clause, "cost N additional resources to play", word="cost")
    return E.LowerCost(what=E.Play(what=subj), amount=_amount(replace(what, qualities=()), args.clause),
                       raise_=True if what.qualities == ("additional",) else None)


def pay(subj, args):
    """"Pay 2 resources", "pay for cards and effects"."""
    what = _obj(args, required=False)
    to = None
    if isinstance(what, Player) and args.np(required=False) is not None:  # "pays you 2 resources"
        args.used.discard(max(args.used))
        to, what = what, _obj(args)
    for_ = _opt(args, "for")
    if (what is None) and (for_ is None):
        fail(args.clause, "pay what?", word="pay")
    return E.Pay(what=what, for_=for_, to=to, by=subj)


def come(subj, args):
    """"That unit comes into play with 1 damage on it"."""
    where = args.prep("into")
    place = thing(where) if where is not None else None
    if not (isinstance(place, Place) and place.zone == "play"):
        fail(args.clause, "comes into play", word="comes")
    zone, state = _in_play(place, args)
    return E.EntersPlay(what=subj, place=zone, state=state, with_=_opt(args, "with"), control=_opt(args, "under"),
                        source=_opt(args, "from"))


def remain(subj, args):
    """"This unit remains in play"."""
    where = _obj(args, required=False)
    if where is None:  # "as long as this unit remains in play": the place after "in"
        where = _opt(args, "in")
    if not isinstance(where, Place):
        fail(args.clause, "remains where?", word="remains")
    return E.State(subj, "remains", place=where)


def add(subj, args):
    args.adverb("as well")  # "adds its power to your kingdom zone as well": besides where it already counts
    return E.Add(what=_obj(args), to=_opt(args, "to"), by=subj)


def initiate(subj, args):
    """"can initiate a single attack against a single zone": an attack."""
    what = _obj(args)
    if not (isinstance(what, Objects) and what.kind[-1] in ("attack", "attacks")):
        fail(args.clause, "only attacks are initiated", word="initiate")
    return E.Attack(who=subj, what=_opt(args, "against"), attack=what)


def use(subj, args):
    """"use the Necromancy ability on a card in your discard pile without paying its cost"; "use this ability only
    once per turn": how often it may be used."""
    per = next((w for w in ("once per turn", "once per phase", "twice per turn") if args.adverb(w)), None)
    if per is not None:
        if not args.adverb("only"):
            fail(args.clause, "use ... once per turn: only?", word="once")
        return E.UsedOnly(what=_obj(args), times=per.split(" ")[0], per=per.split(" ")[-1], by=subj)
    return E.Use(what=_obj(args), on=_opt(args, "on"), free=_free(args), by=subj)


BUILDERS = {
    "equal": equals, "equals": equals, "cost": cost, "remain": remain, "come": come,
    "add": add, "treat": treat, "give": give, "force": force, "turn": turn, "flip": turn, "deal": deal,
    "destroy": simple(E.Destroy), "sacrifice": simple(E.Sacrifice), "corrupt": simple(E.Corrupt),
    "restore": simple(E.Restore), "heal": heal, "draw": draw, "discard": discard, "search": search, "look": look,
    "reveal": reveal, "put": put, "place": put, "return": return_, "move": move,
    "cancel": lambda s, a: E.Cancel(what=_obj(a), to=_opt(a, "to"), by=s), "redirect": redirect, "gain": gain,
    "get": gain, "lose": lose, "lower": lower, "reduce": lower, "raise": lambda s, a: lower(s, a, True),
    "increase": lambda s, a: lower(s, a, True), "take": take, "remove": remove, "skip": skip, "attach": attach,
    "shuffle": shuffle, "choose": choose, "play": play, "attack": attack, "defend": defend, "quest": quest,
    "enter": enter, "leave": leave, "spend": spend, "pay": pay, "assign": assign, "allocate": assign,
    "count": counts, "become": becomes, "ignore": simple(E.Ignore), "prevent": simple(E.Prevent),
    "double": simple(E.Double), "provide": provide, "target": simple(E.Targeted), "name": simple(E.Name),
    "declare": declare, "trigger": lambda s, a: E.Triggers(what=_obj(a), on=_opt(a, "on"), by=s), "use": use, "initiate": initiate,
    "resolve": simple(E.Resolve), "survive": survive,
    "develop": simple(E.Develop), "begin": begin, "end": end, "win": win, "burn": simple(E.Burn),
    "rearrange": lambda s, a: E.Rearrange(what=_obj(a), any_order=a.adverb("in any order") or None, by=s),
    "switch": simple(E.Switch), "control": control, "have": have,
    "copy": lambda s, a: E.Copy(what=_obj(a), free=_free(a), by=s),
    "steal": lambda s, a: E.Steal(what=_obj(a), source=_opt(a, "from"), by=s), "uncorrupt": simple(E.Restore),
}
