//! Actions on a game: from the table, from a guest's device, from a bot;
//! each refused one a notice that changes nothing; seats handed over.

use super::*;

impl<G: GameUi> GameState<G> {
    /// Applies an action from the table; a refusal becomes a notice and
    /// changes nothing. The game's signal is written once; whose hand is
    /// shown and the half-made choice follow, each written only if it
    /// changes.
    pub(in crate::shell) fn act(&self, action: ActionOf<G>) {
        let mut refused = None;
        self.live
            .maybe_update(|l| match l.as_mut().map(|l| l.play(action)) {
                Some(Ok(())) => true,
                Some(Err(e)) => {
                    refused = Some(e);
                    false
                }
                None => false,
            });
        match refused {
            Some(e) => Ctx::get().say(format!("That move is not allowed: {e}")),
            None => self.hand_over(),
        }
    }

    /// Plays the move `choose` picks, if the game still stands at `moment`
    /// (a bot's move, decided after a delay or in the worker). Returns
    /// whether a move was played.
    pub(in crate::shell) fn act_at(
        &self,
        moment: (u64, usize),
        choose: impl FnOnce(&Live<G>) -> Option<ActionOf<G>>,
    ) -> bool {
        let chosen = self
            .live
            .with_untracked(|l| l.as_ref().filter(|l| l.moment() == moment).and_then(choose));
        let Some(action) = chosen else {
            return false;
        };
        let mut played = false;
        self.live.maybe_update(|l| {
            played = l.as_mut().is_some_and(|l| l.play(action).is_ok());
            played
        });
        if played {
            self.hand_over();
        }
        played
    }

    /// Applies an action a guest's device sent for `seat`
    /// ([`Live::play_remote`]); a refusal says why and changes nothing.
    pub(in crate::shell) fn act_remote(&self, seat: u8, action: ActionOf<G>) -> Result<(), String> {
        let result = self.change(|l| l.play_remote(seat, action));
        if result.is_ok() {
            self.hand_over();
        }
        result
    }

    /// Takes back the last move for `seat`, a seat played at this device
    /// (the person holding it then sees that seat's hand); a refusal
    /// becomes a notice and changes nothing.
    pub(in crate::shell) fn take_back(&self, seat: u8) {
        let result = self.take_back_if(seat, |k| k.is_here());
        match result {
            Ok(()) => {
                self.seating.update(|s| {
                    s.viewer = Some(seat);
                    s.pass_to = None;
                });
                self.hand_over();
            }
            Err(why) => Ctx::get().say(format!("That move cannot be taken back: {why}")),
        }
    }

    /// Takes back the last move for `seat` at its guest's asking: only a
    /// seat played from another device; a refusal says why.
    pub(in crate::shell) fn take_back_remote(&self, seat: u8) -> Result<(), String> {
        let result = self.take_back_if(seat, |k| k == SeatKind::Remote);
        if result.is_ok() {
            self.hand_over();
        }
        result
    }

    /// Takes back the last move for `seat` when `who` accepts who plays
    /// it ([`Live::take_back_if`]).
    fn take_back_if(&self, seat: u8, who: impl Fn(SeatKind) -> bool) -> Result<(), String> {
        self.change(|l| l.take_back_if(seat, who))
    }

    /// Changes the game at play through `f`, which says whether it did; the
    /// game's signal is written only when it did.
    fn change(&self, f: impl FnOnce(&mut Live<G>) -> Result<(), String>) -> Result<(), String> {
        let mut result = Err("there is no game at the table".to_string());
        self.live.maybe_update(|l| {
            let Some(l) = l.as_mut() else { return false };
            result = f(l);
            result.is_ok()
        });
        result
    }

    /// Changes who plays `seat` of the game at play (a remote seat handed
    /// to a bot, and back).
    pub(in crate::shell) fn set_seat_kind(&self, seat: u8, kind: SeatKind) {
        let mut changed = false;
        self.live.maybe_update(|l| {
            changed = l.as_mut().is_some_and(|l| l.set_kind(seat, kind));
            changed
        });
        if changed {
            self.hand_over();
        }
    }

    /// After each action ([`Live::hand_over`]): the half-made choice is
    /// forgotten, the game's end noted, and whose hand is shown and the
    /// privacy screen follow who decides now; each signal written only if
    /// it changes.
    pub(super) fn hand_over(&self) {
        let mut seating = self.seating.get_untracked();
        self.live.maybe_update(|l| {
            l.as_mut()
                .is_some_and(|l| l.hand_over(&mut seating, crate::shell::store::kept::now()))
        });
        set_if_changed(self.seating, seating);
        set_if_changed(self.pick, G::Pick::default());
    }
}
