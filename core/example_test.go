package core_test

import (
	"fmt"

	"snowflakeid/core"
)

func ExampleEncode() {
	id, err := core.Encode(core.Fields{Timestamp: 1288834975657, Datacenter: 1, Machine: 1, Sequence: 0})
	if err != nil {
		panic(err)
	}
	fmt.Println(id)
	// Output: 4194439168
}

func ExampleDecode() {
	f, err := core.Decode(1382350606417817604)
	if err != nil {
		panic(err)
	}
	fmt.Println(f.Time().Format("2006-01-02T15:04:05.000Z07:00"), f.Datacenter, f.Machine, f.Sequence)
	// Output: 2021-04-14T15:10:42.059Z 10 7 4
}
